import { Alert, Badge, Group, Paper, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { EstimateAnswer } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { formatKilometres, formatMoney } from '@/lib/format';

/** Minutes rounded up (at least one): how a dispatcher reads a duration to a caller. */
export const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * The fare estimate (POST /api/dispatch/estimate, the one fare function): the total, the distance
 * and duration, night or peak surcharge, and where the route came from (the routing service, or
 * straight legs × 1.3 when there is none): said in words, not only by the line's dashes.
 */
export function EstimateSummary({ estimate }: { estimate: UseQueryResult<EstimateAnswer> }) {
  const { t, i18n } = useTranslation('dispatch');
  if (estimate.fetchStatus === 'idle' && !estimate.data) return <Text size="sm" c="dimmed">{t('panel.estimate.waiting')}</Text>;
  if (estimate.isError && !estimate.data) return <Alert color="red" variant="light" p="xs">{errorText(estimate.error, t, t('panel.estimate.failed'))}</Alert>;
  if (!estimate.data) return <Skeleton h={64} radius="md" role="status" aria-label={t('panel.estimate.loading')} />;
  const { fare, distanceMeters, durationSeconds, routeSource } = estimate.data;
  return (
    <Paper withBorder radius="md" p="sm" aria-live="polite" aria-busy={estimate.isFetching} data-testid="estimate" data-route-source={routeSource}>
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Text size="sm" c="dimmed">{t('panel.estimate.label')}</Text>
        <Text fw={700} size="lg" data-testid="estimate-fare">{formatMoney(fare.total, i18n.language)}</Text>
      </Group>
      <Group gap="xs" mt={4}>
        <Text size="sm">{t('panel.estimate.distance', { km: formatKilometres(distanceMeters, i18n.language), minutes: minutes(durationSeconds) })}</Text>
        <Badge size="sm" variant={routeSource === 'routing' ? 'light' : 'default'} color="teal" tt="none" data-testid="estimate-source">
          {t(`panel.estimate.source.${routeSource}`)}
        </Badge>
        {fare.night && <Badge size="sm" variant="light" color="indigo.9" tt="none">{t('panel.estimate.night', { percent: fare.surchargePercent })}</Badge>}
        {fare.peak && <Badge size="sm" variant="light" color="orange.9" tt="none">{t('panel.estimate.peak', { percent: fare.surchargePercent })}</Badge>}
      </Group>
    </Paper>
  );
}
