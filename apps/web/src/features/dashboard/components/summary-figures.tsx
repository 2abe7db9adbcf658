import { SimpleGrid } from '@mantine/core';
import { type Icon, IconCashBanknote, IconRoute, IconShieldCheck, IconUserShield, IconUsers, IconSteeringWheel, IconMapPin } from '@tabler/icons-react';
import type { DashboardSummary } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card';
import { formatMoney, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';

interface Figure {
  key: string;
  icon: Icon;
  color: string;
  href: string;
  value: string;
  hint?: string;
}

/** The live figures of GET /api/Dashboard/GetSummary, each linking to the screen behind it. */
export function SummaryFigures({ summary, loading }: { summary: DashboardSummary | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = (value: number | undefined) => formatNumber(value ?? 0, i18n.language);
  const operations = [
    { key: 'connectedDrivers', icon: IconMapPin, color: 'teal', href: paths.map.getHref(), value: number(summary?.connectedDrivers) },
    { key: 'tripsToday', icon: IconRoute, color: 'blue', href: paths.trips.list.getHref(), value: number(summary?.tripsToday) },
    // the queue a driver waits in to work; the attention card links every queue
    { key: 'pendingVerifications', icon: IconShieldCheck, color: 'yellow', href: paths.users.list.getHref('Driver', { status: 'pending' }), value: number(summary?.pendingVerifications) },
    {
      key: 'pendingPayouts',
      icon: IconCashBanknote,
      color: 'red',
      href: paths.transfers.list.getHref({ tab: 'pending' }),
      value: number(summary?.pendingPayouts),
      hint: summary ? t('pendingPayoutsAmount', { amount: formatMoney(summary.pendingPayoutsAmount, i18n.language) }) : undefined,
    },
  ];
  const people = [
    { key: 'drivers', icon: IconSteeringWheel, color: 'orange', href: paths.users.list.getHref('Driver'), value: number(summary?.drivers) },
    { key: 'customers', icon: IconUsers, color: 'indigo', href: paths.users.list.getHref('Customer'), value: number(summary?.customers) },
    { key: 'admins', icon: IconUserShield, color: 'grape', href: paths.users.list.getHref('Admin'), value: number(summary?.admins) },
  ];
  const card = (figure: Figure) => (
    <StatCard
      key={figure.key}
      label={t(`figures.${figure.key}`)}
      value={figure.value}
      hint={figure.hint}
      icon={figure.icon}
      color={figure.color}
      href={figure.href}
      loading={loading}
      testId={`figure-${figure.key}`}
    />
  );
  // One grid: every card has the same width (4 + 3 on a wide screen, one a row on a phone).
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="lg" data-testid="summary-figures">
      {[...operations, ...people].map(card)}
    </SimpleGrid>
  );
}
