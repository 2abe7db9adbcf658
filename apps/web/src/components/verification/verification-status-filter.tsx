import { Select } from '@mantine/core';
import type { VerificationStatus } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** The verification filter of the users and vehicles lists as the URL spells it (`?status=pending`). */
export const VERIFICATION_FILTERS = ['all', 'pending', 'approved', 'rejected'] as const;
export type VerificationFilter = (typeof VERIFICATION_FILTERS)[number];

/** `?status=` of a list's URL: anything else reads as 'all' (left out of the URL). */
export const verificationFilterParam = z.enum(VERIFICATION_FILTERS).catch('all');

const STATUS_OF: Record<VerificationFilter, VerificationStatus | undefined> = { all: undefined, pending: 0, approved: 1, rejected: 2 };

/** The API's `verificationStatus` (0, 1, 2) of the URL's filter; undefined for all. */
export const verificationStatusOf = (filter: VerificationFilter) => STATUS_OF[filter];

/** The status filter of a users or vehicles list (issue 22: the verification queue is `?status=pending`). */
export function VerificationStatusFilter({ value, onChange }: { value: VerificationFilter; onChange: (value: VerificationFilter) => void }) {
  const { t } = useTranslation('verification');
  return (
    <Select
      label={t('filter.label')}
      data={VERIFICATION_FILTERS.map((filter) => ({ value: filter, label: filter === 'all' ? t('filter.all') : t(`status.${STATUS_OF[filter]}`) }))}
      value={value}
      onChange={(next) => onChange(verificationFilterParam.parse(next))}
      allowDeselect={false}
      w={200}
      maw="100%"
      data-testid="verification-filter"
    />
  );
}
