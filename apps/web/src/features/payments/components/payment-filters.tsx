import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { PAYMENT_METHODS } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_FILTER_STATUSES, type PaymentsUrlParams } from './payments-list-params';

type Filters = Pick<PaymentsUrlParams, 'userId' | 'status' | 'paymentMethod' | 'paymentDate'>;

const USER_ID = /^\d{1,10}$/;

/**
 * The four filters of SPEC.md §2.10: User Id (text, debounced), Status, Payment Method, Payment
 * Date. Every change goes to the URL, which sends the list back to page 1.
 */
export function PaymentFilters({ value, onChange }: { value: Filters; onChange: (patch: Partial<Filters>) => void }) {
  const { t } = useTranslation('payments');
  const fromUrl = value.userId === undefined ? '' : String(value.userId);
  const [userId, setUserId] = useState(fromUrl);
  const [shown, setShown] = useState(fromUrl);
  if (shown !== fromUrl) {
    // Back/forward or a link changed the filter: the box follows the URL.
    setShown(fromUrl);
    setUserId(fromUrl);
  }
  const pushUserId = useDebouncedCallback((text: string) => {
    const trimmed = text.trim();
    if (trimmed === '' || USER_ID.test(trimmed)) onChange({ userId: trimmed === '' ? undefined : Number(trimmed) });
  }, 300);
  const userIdInvalid = userId.trim() !== '' && !USER_ID.test(userId.trim());
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="payment-filters">
      <TextInput
        label={t('filters.userId')}
        placeholder={t('filters.userIdPlaceholder')}
        inputMode="numeric"
        value={userId}
        error={userIdInvalid ? t('filters.userIdInvalid') : undefined}
        onChange={(event) => {
          setUserId(event.currentTarget.value);
          pushUserId(event.currentTarget.value);
        }}
      />
      <Select
        label={t('filters.status')}
        data={[{ value: 'all', label: t('filters.allStatuses') }, ...PAYMENT_FILTER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
        value={value.status}
        allowDeselect={false}
        onChange={(next) => next && onChange({ status: next as Filters['status'] })}
      />
      <Select
        label={t('filters.paymentMethod')}
        data={[{ value: 'all', label: t('filters.allMethods') }, ...PAYMENT_METHODS.map((method) => ({ value: method, label: t(`method.${method}`) }))]}
        value={value.paymentMethod}
        allowDeselect={false}
        onChange={(next) => next && onChange({ paymentMethod: next as Filters['paymentMethod'] })}
      />
      <TextInput
        type="date"
        label={t('filters.paymentDate')}
        value={value.paymentDate ?? ''}
        onChange={(event) => onChange({ paymentDate: event.currentTarget.value || undefined })}
      />
    </SimpleGrid>
  );
}
