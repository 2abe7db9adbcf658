import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** The expiry filter of the users and vehicles lists (issue 25): an approval or approved document ending within 30 days, or ended. */
export const EXPIRY_FILTERS = ['all', 'expiring', 'expired'] as const;
export type ExpiryFilterValue = (typeof EXPIRY_FILTERS)[number];
export const expiryFilterParam = z.enum(EXPIRY_FILTERS).catch('all');

/** The API's `expiry` of the URL's filter; undefined for all. */
export const expiryOf = (filter: ExpiryFilterValue) => (filter === 'all' ? undefined : filter);

export function ExpiryFilter({ value, onChange }: { value: ExpiryFilterValue; onChange: (value: ExpiryFilterValue) => void }) {
  const { t } = useTranslation('verification');
  return (
    <Select
      label={t('expiry.label')}
      data={EXPIRY_FILTERS.map((filter) => ({ value: filter, label: t(`expiry.${filter}`) }))}
      value={value}
      onChange={(next) => onChange(expiryFilterParam.parse(next))}
      allowDeselect={false}
      w={230}
      maw="100%"
      data-testid="expiry-filter"
    />
  );
}
