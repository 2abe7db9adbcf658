import { useTranslation } from 'react-i18next';
import type { FilterChip } from '@/components/data-table';
import type { TripsUrlParams } from './trips-list-params';

type Filters = Pick<TripsUrlParams, 'userId' | 'startDate' | 'endDate' | 'status'>;

/** Every filter of the trips list reset at once ('Clear all'). */
export const NO_TRIP_FILTERS: Filters = { userId: undefined, startDate: undefined, endDate: undefined, status: 'all' };

/** The trips list's selected filters as removable chips (the user by name once known, else `#id`). */
export function useTripFilterChips(value: Filters, onChange: (patch: Partial<Filters>) => void, userLabel: (userId: number) => string | undefined): FilterChip[] {
  const { t } = useTranslation('trips');
  const chips: FilterChip[] = [];
  if (value.userId) chips.push({ key: 'userId', label: t('filters.userChip', { name: userLabel(value.userId) ?? `#${value.userId}` }), onRemove: () => onChange({ userId: undefined }) });
  if (value.startDate) chips.push({ key: 'startDate', label: t('filters.startDateChip', { date: value.startDate }), onRemove: () => onChange({ startDate: undefined }) });
  if (value.endDate) chips.push({ key: 'endDate', label: t('filters.endDateChip', { date: value.endDate }), onRemove: () => onChange({ endDate: undefined }) });
  if (value.status !== 'all') chips.push({ key: 'status', label: t('filters.statusChip', { status: t(`filters.statusCode.${value.status}`) }), onRemove: () => onChange({ status: 'all' }) });
  return chips;
}
