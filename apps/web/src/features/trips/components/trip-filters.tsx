import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { isDayRange } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIP_STATUS_FILTERS, type TripsUrlParams } from './trips-list-params';

type Filters = Pick<TripsUrlParams, 'userId' | 'startDate' | 'endDate' | 'status'>;

const USER_ID = /^\d{1,10}$/;

/** Text that follows the URL when back/forward or a link changes it, and the admin's typing otherwise. */
function useDraft(fromUrl: string) {
  const [draft, setDraft] = useState(fromUrl);
  const [shown, setShown] = useState(fromUrl);
  if (shown !== fromUrl) {
    setShown(fromUrl);
    setDraft(fromUrl);
  }
  return [draft, setDraft] as const;
}

/**
 * The filters of SPEC.md §2.9: User Id (debounced), Date From, Date To (whole days on the
 * operator's clock), Status. Every change goes to the URL, which sends the list back to page 1;
 * a Date To before Date From stays on screen with the message and is not applied.
 */
export function TripFilters({ value, onChange }: { value: Filters; onChange: (patch: Partial<Filters>) => void }) {
  const { t } = useTranslation('trips');
  const [userId, setUserId] = useDraft(value.userId === undefined ? '' : String(value.userId));
  const [startDate, setStartDate] = useDraft(value.startDate ?? '');
  const [endDate, setEndDate] = useDraft(value.endDate ?? '');
  const pushUserId = useDebouncedCallback((text: string) => {
    const trimmed = text.trim();
    if (trimmed === '' || USER_ID.test(trimmed)) onChange({ userId: trimmed === '' ? undefined : Number(trimmed) });
  }, 300);
  const userIdInvalid = userId.trim() !== '' && !USER_ID.test(userId.trim());
  const rangeInvalid = !isDayRange(startDate || undefined, endDate || undefined);
  const pushDates = (from: string, to: string) => {
    if (isDayRange(from || undefined, to || undefined)) onChange({ startDate: from || undefined, endDate: to || undefined });
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="trip-filters">
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
