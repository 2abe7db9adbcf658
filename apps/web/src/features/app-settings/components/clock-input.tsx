import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A 24-hour `HH:MM` time of the operator's day; gives '' until both hours and minutes are set.
 * Its hours and minutes boxes are named after the visible label ('Night Time From, hours'), so
 * each of the six boxes of App Settings says which time it is.
 */
export function ClockInput(props: TimePickerProps) {
  const { t } = useTranslation('app-settings');
  const label = typeof props.label === 'string' ? props.label : null;
  return (
    <TimePicker
      format="24h"
      withDropdown
      leftSection={<IconClock size={16} />}
      hoursInputLabel={label ? t('clock.hoursOf', { label }) : t('clock.hours')}
      minutesInputLabel={label ? t('clock.minutesOf', { label }) : t('clock.minutes')}
      // The dropdown's hour and minute columns scroll: reachable from the keyboard (axe scrollable-region-focusable).
      scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
      hoursPlaceholder="--"
      minutesPlaceholder="--"
      {...props}
    />
  );
}
