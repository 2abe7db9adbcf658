import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A 24-hour `HH:MM` time of the operator's day; gives '' until both hours and minutes are set. */
export function ClockInput(props: TimePickerProps) {
  const { t } = useTranslation('app-settings');
  return (
    <TimePicker
      format="24h"
      withDropdown
      leftSection={<IconClock size={16} />}
      hoursInputLabel={t('clock.hours')}
      minutesInputLabel={t('clock.minutes')}
      hoursPlaceholder="--"
      minutesPlaceholder="--"
      {...props}
    />
  );
}
