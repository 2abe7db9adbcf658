import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { PAYMENT_METHODS } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { UserPicker, type UserPickerSource } from '@/components/user-picker';
import { PAYMENT_FILTER_STATUSES, type PaymentsUrlParams } from './payments-list-params';

type Filters = Pick<PaymentsUrlParams, 'userId' | 'status' | 'paymentMethod' | 'paymentDate'>;

/**
 * The four filters of SPEC.md §2.10: User Id (a picker searching customers by name, e-mail, phone
 * or pretty id; it writes `userId`), Status, Payment Method, Payment
 * Date. Every change goes to the URL, which sends the list back to page 1.
 */
export function PaymentFilters({ value, onChange, users }: { value: Filters; onChange: (patch: Partial<Filters>) => void; users: UserPickerSource }) {
  const { t } = useTranslation('payments');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="payment-filters">
      <UserPicker
        label={t('filters.userId')}
        value={value.userId}
        valueLabel={value.userId ? users.labelOf(value.userId) : undefined}
        onChange={(userId) => onChange({ userId })}
        searchOptions={users.searchOptions}
        testId="user-picker"
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
