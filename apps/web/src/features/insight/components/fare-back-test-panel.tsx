import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlayerPlay } from '@tabler/icons-react';
import type { BackTestFigures, FareBackTest, FareBackTestBody } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useBackTestFares } from '../api/back-test-fares';
import { ChartCard } from './chart-card';
import { compactLira, dayLabel, formatFigure } from './chart-format';
import { ChartTable } from './chart-table';

/** A change with its sign, as the language writes money: '+₺12.50', '−₺3.00'. */
function signedMoney(kurus: number, language: string) {
  if (kurus === 0) return formatMoney(0, language);
  return `${kurus > 0 ? '+' : '−'}${formatMoney(Math.abs(kurus), language)}`;
}

const FIGURES = [
  { key: 'gross', now: 'grossNow', proposed: 'grossProposed', change: 'grossChange' },
  { key: 'driverEarnings', now: 'driverEarningsNow', proposed: 'driverEarningsProposed', change: 'driverEarningsChange' },
  { key: 'commission', now: 'commissionNow', proposed: 'commissionProposed', change: 'commissionChange' },
] as const satisfies readonly { key: string; now: keyof BackTestFigures; proposed: keyof BackTestFigures; change: keyof BackTestFigures }[];

/**
 * The fare back-test on a trip type's edit screen (issue 27 item 3): the last 30 days of the type's
 * completed trips replayed under the fares as typed, before saving; totals and the change per day.
 */
export default function FareBackTestPanel({ tripTypeId, fares }: { tripTypeId: number; fares: FareBackTestBody | null }) {
  const { t } = useTranslation('insight');
  const run = useBackTestFares(tripTypeId);
  return (
    <Paper withBorder radius="md" p="md" data-testid="fare-back-test">
      <Stack gap="sm">
        <Title order={3} size="h5">{t('backTest.title')}</Title>
        <Text size="xs" c="dimmed">{t('backTest.description')}</Text>
        <Button variant="default" leftSection={<IconPlayerPlay size={16} />} disabled={!fares} loading={run.isPending} onClick={() => fares && run.mutate(fares)} data-testid="fare-back-test-run">
          {run.data ? t('backTest.runAgain') : t('backTest.run')}
        </Button>
        {!fares && <Text size="xs" c="dimmed">{t('backTest.incomplete')}</Text>}
        {run.isError && <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('backTest.error')} />}
        {run.data && <BackTestResult result={run.data} />}
      </Stack>
    </Paper>
  );
}

function BackTestResult({ result }: { result: FareBackTest }) {
  const { t, i18n } = useTranslation('insight');
  const language = i18n.language;
  const rows = result.days.map((day) => ({ ...day, label: dayLabel(day.day, language) }));
  return (
    <Stack gap="sm" aria-live="polite">
      <Text size="sm" data-testid="fare-back-test-trips">{t('backTest.trips', { count: result.totals.trips, formatted: formatFigure(result.totals.trips, language) })}</Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        {FIGURES.map((figure) => (
          <Paper key={figure.key} withBorder radius="sm" p="xs" data-testid={`fare-back-test-${figure.key}`}>
            <Text size="xs" c="dimmed">{t(`backTest.${figure.key}`)}</Text>
            <Text fw={700} data-testid={`fare-back-test-${figure.key}-change`}>{signedMoney(result.totals[figure.change], language)}</Text>
            <Text size="xs">{t('backTest.fromTo', { from: formatMoney(result.totals[figure.now], language), to: formatMoney(result.totals[figure.proposed], language) })}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <ChartCard
        testId="chart-back-test"
        title={t('backTest.chartTitle')}
        description={t('backTest.chartDescription')}
        chart={
          <BarChart
            h={200}
            data={rows}
            dataKey="label"
            series={FIGURES.map((figure, index) => ({ name: figure.change, label: t(`backTest.${figure.key}`), color: ['teal.6', 'indigo.5', 'orange.6'][index]! }))}
            valueFormatter={(value) => compactLira(value, language)}
            tickLine="y"
            barChartProps={{ accessibilityLayer: false }}
          />
        }
        table={
          <ChartTable
            testId="chart-back-test-table"
            caption={t('backTest.chartTitle')}
            rows={rows}
            rowKey={(row) => row.day}
            columns={[
              { key: 'day', header: t('backTest.day'), cell: (row) => row.label },
              { key: 'trips', header: t('backTest.tripsColumn'), cell: (row) => formatFigure(row.trips, language), numeric: true },
              ...FIGURES.map((figure) => ({ key: figure.change, header: t(`backTest.${figure.key}`), cell: (row: (typeof rows)[number]) => signedMoney(row[figure.change], language), numeric: true })),
            ]}
          />
        }
      />
    </Stack>
  );
}
