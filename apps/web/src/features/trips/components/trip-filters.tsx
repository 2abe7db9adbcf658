import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { isDayRange } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { useDraft } from '@/components/data-table';
import { UserPicker, type UserPickerSource } from '@/components/user-picker';
import { TRIP_STATUS_FILTERS, type TripsUrlParams } from './trips-list-params';

type Filters = Pick<TripsUrlParams, 'userId' | 'startDate' | 'endDate' | 'status'>;

/**
 * The filters of SPEC.md §2.9: User Id (a picker searching customers and drivers by name, e-mail,
 * phone or pretty id; it writes `userId`), Date From, Date To (whole days on the
 * operator's clock), Status. Every change goes to the URL, which sends the list back to page 1;
 * a Date To before Date From stays on screen with the message and is not applied.
 */
export function TripFilters({ value, onChange, users }: { value: Filters; onChange: (patch: Partial<Filters>) => void; users: UserPickerSource }) {
  const { t } = useTranslation('trips');
  const [startDate, setStartDate] = useDraft(value.startDate ?? '');
  const [endDate, setEndDate] = useDraft(value.endDate ?? '');
  const rangeInvalid = !isDayRange(startDate || undefined, endDate || undefined);
  const pushDates = (from: string, to: string) => {
    if (isDayRange(from || undefined, to || undefined)) onChange({ startDate: from || undefined, endDate: to || undefined });
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="trip-filters">
      <UserPicker
        label={t('filters.userId')}
        value={value.userId}
        valueLabel={value.userId ? users.labelOf(value.userId) : undefined}
        onChange={(userId) => onChange({ userId })}
        searchOptions={users.searchOptions}
        testId="user-picker"
      />
      <TextInput
        type="date"
        label={t('filters.startDate')}
        value={startDate}
        max={endDate || undefined}
        onChange={(event) => {
          setStartDate(event.currentTarget.value);
          pushDates(event.currentTarget.value, endDate);
        }}
      />
      <TextInput
        type="date"
        label={t('filters.endDate')}
        value={endDate}
        min={startDate || undefined}
        error={rangeInvalid ? t('filters.dateRangeInvalid') : undefined}
        onChange={(event) => {
          setEndDate(event.currentTarget.value);
          pushDates(startDate, event.currentTarget.value);
        }}
      />
      <Select
        label={t('filters.status')}
        data={[{ value: 'all', label: t('filters.allStatuses') }, ...TRIP_STATUS_FILTERS.map((code) => ({ value: code, label: t(`filters.statusCode.${code}`) }))]}
        value={value.status}
        allowDeselect={false}
        onChange={(next) => next && onChange({ status: next as Filters['status'] })}
      />
    </SimpleGrid>
  );
}
