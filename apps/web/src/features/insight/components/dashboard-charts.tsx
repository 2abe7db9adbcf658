import '@mantine/charts/styles.css';
import { AreaChart, BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Alert, Button, ColorSwatch, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { DashboardCharts as Charts } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useDashboardCharts } from '../api/get-dashboard-charts';
import { ChartCard } from './chart-card';
import { compactLira, dayLabel, formatFigure, hourLabel, weekdayName } from './chart-format';
import { ChartTable } from './chart-table';

const HEIGHT = 240;
/** Recharts' keyboard layer is off: the chart is hidden from assistive technology, which reads the table. */
const NO_KEYBOARD_LAYER = { accessibilityLayer: false } as const;
const COLORS = { primary: 'teal.6', secondary: 'indigo.5', tertiary: 'orange.6' } as const;

/**
 * The dashboard's charts (issue 27, docs/insight.md), loaded on demand with @mantine/charts and
 * recharts so the sign-in page and the shell stay as small as before. Every figure is on the
 * operator's clock, in the interface language; each chart has its table.
 */
export default function DashboardCharts() {
  const { t } = useTranslation('insight');
  const charts = useDashboardCharts();
  if (charts.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('charts.loadError')}>
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={() => void charts.refetch()}>{t('charts.retry')}</Button>
      </Alert>
    );
  }
  if (!charts.data) return <Skeleton height={HEIGHT + 80} radius="md" role="status" aria-label={t('charts.loading')} data-testid="charts-loading" />;
  return <ChartsGrid data={charts.data} />;
}

function ChartsGrid({ data }: { data: Charts }) {
  const { t } = useTranslation('insight');
  return (
    <Stack gap="sm" data-testid="dashboard-charts">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">{t('charts.title')}</Title>
        <Text size="xs" c="dimmed">{t('charts.clock', { timeZone: data.timeZone })}</Text>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <TripsByHour data={data} />
        <MoneyByDay data={data} />
        <CashVsCard data={data} />
        <PayoutsByWeek data={data} />
        <DriversOverDay data={data} />
      </SimpleGrid>
    </Stack>
  );
}

function TripsByHour({ data }: { data: Charts }) {
  const { t, i18n } = useTranslation('insight');
  const language = i18n.language;
  const average = t('charts.tripsByHour.weekdayAverage', { weekday: weekdayName(data.today, language) });
  const rows = data.tripsByHour.map((row) => ({ ...row, label: hourLabel(row.hour) }));
  return (
    <ChartCard
      testId="chart-trips-by-hour"
      title={t('charts.tripsByHour.title')}
      description={t('charts.tripsByHour.description', { weeks: data.weeks })}
      chart={
        <BarChart
          h={HEIGHT}
          data={rows}
          dataKey="label"
          series={[{ name: 'today', label: t('charts.tripsByHour.today'), color: COLORS.primary }, { name: 'weekdayAverage', label: average, color: COLORS.secondary }]}
          valueFormatter={(value) => formatFigure(value, language)}
          withLegend
          tickLine="y"
          barChartProps={NO_KEYBOARD_LAYER}
        />
      }
      table={
        <ChartTable
          testId="chart-trips-by-hour-table"
          caption={t('charts.tripsByHour.title')}
          rows={rows}
          rowKey={(row) => String(row.hour)}
          columns={[
            { key: 'hour', header: t('charts.tripsByHour.hour'), cell: (row) => row.label },
            { key: 'today', header: t('charts.tripsByHour.today'), cell: (row) => formatFigure(row.today, language), numeric: true },
            { key: 'weekdayAverage', header: average, cell: (row) => formatFigure(row.weekdayAverage, language), numeric: true },
          ]}
        />
      }
    />
  );
}

function MoneyByDay({ data }: { data: Charts }) {
  const { t, i18n } = useTranslation('insight');
  const language = i18n.language;
  const rows = data.days.map((day) => ({ ...day, label: dayLabel(day.day, language) }));
  return (
    <ChartCard
      testId="chart-money"
      title={t('charts.money.title')}
      description={t('charts.money.description')}
      chart={
        <AreaChart
          h={HEIGHT}
          data={rows}
          dataKey="label"
          series={[{ name: 'gross', label: t('charts.money.gross'), color: COLORS.primary }, { name: 'commission', label: t('charts.money.commission'), color: COLORS.tertiary }]}
          valueFormatter={(value) => compactLira(value, language)}
          curveType="monotone"
          withLegend
          withDots={false}
          tickLine="y"
          areaChartProps={NO_KEYBOARD_LAYER}
        />
      }
      table={
        <ChartTable
          testId="chart-money-table"
          caption={t('charts.money.title')}
          rows={rows}
          rowKey={(row) => row.day}
          columns={[
            { key: 'day', header: t('charts.money.day'), cell: (row) => row.label },
            { key: 'gross', header: t('charts.money.gross'), cell: (row) => formatMoney(row.gross, language), numeric: true },
            { key: 'commission', header: t('charts.money.commission'), cell: (row) => formatMoney(row.commission, language), numeric: true },
            { key: 'driverEarnings', header: t('charts.money.driverEarnings'), cell: (row) => formatMoney(row.driverEarnings, language), numeric: true },
          ]}
        />
      }
    />
  );
}

function CashVsCard({ data }: { data: Charts }) {
  const { t, i18n } = useTranslation('insight');
  const language = i18n.language;
  const sum = (pick: (day: Charts['days'][number]) => number) => data.days.reduce((total, day) => total + pick(day), 0);
  const rows = [
    { method: 'Cash', amount: sum((day) => day.cashGross), trips: sum((day) => day.cashTrips), color: COLORS.primary },
    { method: 'Card', amount: sum((day) => day.cardGross), trips: sum((day) => day.cardTrips), color: COLORS.secondary },
  ] as const;
  const slices = rows.map((row) => ({ name: t(`charts.methods.${row.method}`), value: row.amount, color: row.color }));
  return (
    <ChartCard
      testId="chart-methods"
      title={t('charts.methods.title')}
      description={t('charts.methods.description')}
      chart={
        <Group justify="center" gap="xl" wrap="wrap">
          <DonutChart data={slices} size={180} thickness={28} valueFormatter={(value) => formatMoney(value, language)} pieChartProps={NO_KEYBOARD_LAYER} pieProps={{ rootTabIndex: -1 }} />
          <Stack gap={6}>
            {rows.map((row) => (
              <Group key={row.method} gap="xs" wrap="nowrap">
                <ColorSwatch color={`var(--mantine-color-${row.color.replace('.', '-')})`} size={12} />
                <Text size="sm">{t(`charts.methods.${row.method}`)}: {formatMoney(row.amount, language)} · {formatFigure(row.trips, language)} {t('charts.methods.tripsInline')}</Text>
              </Group>
            ))}
          </Stack>
        </Group>
      }
      table={
        <ChartTable
          testId="chart-methods-table"
          caption={t('charts.methods.title')}
          rows={[...rows]}
          rowKey={(row) => row.method}
          columns={[
            { key: 'method', header: t('charts.methods.method'), cell: (row) => t(`charts.methods.${row.method}`) },
            { key: 'amount', header: t('charts.methods.amount'), cell: (row) => formatMoney(row.amount, language), numeric: true },
            { key: 'trips', header: t('charts.methods.trips'), cell: (row) => formatFigure(row.trips, language), numeric: true },
          ]}
        />
      }
    />
  );
}

function PayoutsByWeek({ data }: { data: Charts }) {
  const { t, i18n } = useTranslation('insight');
  const language = i18n.language;
  const rows = data.payoutsByWeek.map((week) => ({ ...week, label: dayLabel(week.weekStart, language) }));
  return (
    <ChartCard
      testId="chart-payouts"
      title={t('charts.payouts.title')}
      description={t('charts.payouts.description')}
      chart={
        <BarChart
          h={HEIGHT}
          data={rows}
          dataKey="label"
          series={[{ name: 'amount', label: t('charts.payouts.amount'), color: COLORS.secondary }]}
          valueFormatter={(value) => compactLira(value, language)}
          tickLine="y"
          barChartProps={NO_KEYBOARD_LAYER}
        />
      }
      table={
        <ChartTable
          testId="chart-payouts-table"
          caption={t('charts.payouts.title')}
          rows={rows}
          rowKey={(row) => row.weekStart}
          columns={[
            { key: 'week', header: t('charts.payouts.week'), cell: (row) => row.label },
            { key: 'count', header: t('charts.payouts.count'), cell: (row) => formatFigure(row.count, language), numeric: true },
            { key: 'amount', header: t('charts.payouts.amount'), cell: (row) => formatMoney(row.amount, language), numeric: true },
          ]}
        />
      }
    />
  );
}

function DriversOverDay({ data }: { data: Charts }) {
  const { t, i18n } = useTranslation('insight');
  const language = i18n.language;
  const rows = data.driversByHour.map((row) => ({ ...row, label: hourLabel(row.hour) }));
  return (
    <ChartCard
      testId="chart-drivers"
      title={t('charts.drivers.title')}
      description={t('charts.drivers.description')}
      chart={
        <LineChart
          h={HEIGHT}
          data={rows}
          dataKey="label"
          series={[{ name: 'onlinePeak', label: t('charts.drivers.onlinePeak'), color: COLORS.primary }, { name: 'withTrip', label: t('charts.drivers.withTrip'), color: COLORS.tertiary }]}
          valueFormatter={(value) => formatFigure(value, language)}
          connectNulls={false}
          withLegend
          tickLine="y"
          lineChartProps={NO_KEYBOARD_LAYER}
        />
      }
      table={
        <ChartTable
          testId="chart-drivers-table"
          caption={t('charts.drivers.title')}
          rows={rows}
          rowKey={(row) => String(row.hour)}
          columns={[
            { key: 'hour', header: t('charts.drivers.hour'), cell: (row) => row.label },
            { key: 'onlinePeak', header: t('charts.drivers.onlinePeak'), cell: (row) => (row.onlinePeak === null ? t('charts.drivers.noSample') : formatFigure(row.onlinePeak, language)), numeric: true },
            { key: 'withTrip', header: t('charts.drivers.withTrip'), cell: (row) => formatFigure(row.withTrip, language), numeric: true },
          ]}
        />
      }
    />
  );
}
