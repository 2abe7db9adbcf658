import { Group, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { zoneOffsetLabel } from '../zone-offset-label';

/** The operator's time zone (OPERATOR_TIME_ZONE on the server), shown beside the night window it reads. */
export function OperatorTimeZone({ timeZone, now = new Date() }: { timeZone: string; now?: Date }) {
  const { t } = useTranslation('app-settings');
  return (
    <Group gap={6} wrap="nowrap" data-testid="operator-time-zone">
      <IconWorld size={16} aria-hidden />
      <Text size="sm">
        {t('timeZone.label')}: <Text span fw={600}>{timeZone}</Text> {t('timeZone.offset', { offset: zoneOffsetLabel(timeZone, now) })}
      </Text>
    </Group>
  );
}
