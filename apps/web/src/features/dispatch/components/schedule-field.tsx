import { Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SCHEDULE_MAX_DAYS } from '@taxi/contract/dispatch';
import { useTranslation } from 'react-i18next';
import { ClockInput } from '@/features/app-settings/components/clock-input';
import { operatorDay, operatorTimeZone } from '@/lib/operator-clock';
import type { BookingDraft } from '../form/booking-draft';
import { ERROR_TEXT } from './error-colour';

export interface ScheduleFieldProps {
  draft: Pick<BookingDraft, 'when' | 'date' | 'time'>;
  onChange: (patch: Partial<Pick<BookingDraft, 'when' | 'date' | 'time'>>) => void;
  error?: string;
}

/**
 * Now, or a pick-up later: a day and a time on the operator's clock (DESIGN.md §8: never the
 * browser's zone; the hint names the zone), 5 minutes to 30 days ahead.
 */
export function ScheduleField({ draft, onChange, error }: ScheduleFieldProps) {
  const { t } = useTranslation('dispatch');
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500} id="dispatch-when-label">{t('panel.schedule.label')}</Text>
        <SegmentedControl
          size="xs"
          aria-labelledby="dispatch-when-label"
          value={draft.when}
          onChange={(value) => onChange(value === 'later' && !draft.date ? { when: 'later', date: operatorDay(0) } : { when: value as 'now' | 'later' })}
          data={[
            { value: 'now', label: t('panel.schedule.now') },
            { value: 'later', label: t('panel.schedule.later') },
          ]}
          data-testid="schedule-when"
        />
      </Group>
      {draft.when === 'later' && (
        <>
          <SimpleGrid cols={2} spacing="xs">
            <TextInput
              type="date"
              label={t('panel.schedule.date')}
              value={draft.date}
              min={operatorDay(0)}
              max={operatorDay(SCHEDULE_MAX_DAYS)}
              onChange={(event) => onChange({ date: event.currentTarget.value })}
              required
              data-testid="schedule-date"
            />
            <ClockInput label={t('panel.schedule.time')} value={draft.time} onChange={(value) => onChange({ time: value })} required data-testid="schedule-time" />
          </SimpleGrid>
          <Text size="xs" c={error ? ERROR_TEXT : 'dimmed'} role={error ? 'alert' : undefined} data-testid="schedule-hint">
            {error ?? t('panel.schedule.hint', { zone: operatorTimeZone() })}
          </Text>
        </>
      )}
    </Stack>
  );
}
