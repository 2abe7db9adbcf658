import { useTranslation } from 'react-i18next';
import type { FilterChip } from '@/components/data-table';
import type { PaymentsUrlParams } from './payments-list-params';

type Filters = Pick<PaymentsUrlParams, 'userId' | 'status' | 'paymentMethod' | 'paymentDate'>;

/** Every filter of the payments list reset at once ('Clear all'). */
export const NO_PAYMENT_FILTERS: Filters = { userId: undefined, status: 'all', paymentMethod: 'all', paymentDate: undefined };

/** The payments list's selected filters as removable chips (the user by name once known, else `#id`). */
export function usePaymentFilterChips(value: Filters, onChange: (patch: Partial<Filters>) => void, userLabel: (userId: number) => string | undefined): FilterChip[] {
  const { t } = useTranslation('payments');
  const chips: FilterChip[] = [];
  if (value.userId) chips.push({ key: 'userId', label: t('filters.userChip', { name: userLabel(value.userId) ?? `#${value.userId}` }), onRemove: () => onChange({ userId: undefined }) });
  if (value.status !== 'all') chips.push({ key: 'status', label: t('filters.statusChip', { status: t(`status.${value.status}`) }), onRemove: () => onChange({ status: 'all' }) });
  if (value.paymentMethod !== 'all') chips.push({ key: 'paymentMethod', label: t('filters.methodChip', { method: t(`method.${value.paymentMethod}`) }), onRemove: () => onChange({ paymentMethod: 'all' }) });
  if (value.paymentDate) chips.push({ key: 'paymentDate', label: t('filters.dateChip', { date: value.paymentDate }), onRemove: () => onChange({ paymentDate: undefined }) });
  return chips;
}
