import { Alert, Anchor, Button, Group, List, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconBuildingBank, IconCircleCheck, IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardWidget } from '@/components/card-widget';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSummary } from '../api/get-summary';
import { useCan } from '@/lib/permissions';
import { SummaryFigures } from './summary-figures';

/** The verification queues (issue 22): each count opens its list filtered to the pending ones. */
const QUEUES = [
  { key: 'drivers', href: paths.users.list.getHref('Driver', { status: 'pending' }) },
  { key: 'customers', href: paths.users.list.getHref('Customer', { status: 'pending' }) },
  { key: 'vehicles', href: paths.vehicles.list.getHref({ status: 'pending' }) },
] as const;

/** /dashboard and /dashboard/default: what needs the operator's attention now. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const may = useCan();
  const summary = useSummary();
  const data = summary.data;
  const isMobile = useIsMobile();
  /** What needs the operator now: first on a phone, beside the shortcuts on a wide screen. */
  const attention = (
    <CardWidget title={t('attention.title')} onReload={() => void summary.refetch()} testId="attention-card">
      {data && data.pendingVerifications === 0 && data.pendingPayouts === 0 ? (
        <Group gap="sm">
          <ThemeIcon color="teal" variant="light" radius="xl">
            <IconCircleCheck size={18} />
          </ThemeIcon>
          <Text size="sm">{t('attention.allClear')}</Text>
        </Group>
      ) : (
        <List spacing="md" center>
          {data && QUEUES.filter((queue) => data.pendingVerificationsBy[queue.key] > 0).map((queue) => (
            <List.Item key={queue.key} icon={<ThemeIcon color="yellow" variant="light" radius="xl"><IconShieldCheck size={16} /></ThemeIcon>}>
              <Anchor component={Link} to={queue.href} size="sm" data-testid={`queue-${queue.key}`}>
                {t(`attention.${queue.key}`, { count: data.pendingVerificationsBy[queue.key] })}
              </Anchor>
            </List.Item>
          ))}
          <List.Item icon={<ThemeIcon color="red" variant="light" radius="xl"><IconBuildingBank size={16} /></ThemeIcon>}>
            <Anchor component={Link} to={paths.transfers.list.getHref({ tab: 'pending' })} size="sm" data-testid="queue-payouts">
              {t('attention.payouts', { count: data?.pendingPayouts ?? 0, amount: formatMoney(data?.pendingPayoutsAmount ?? 0, i18n.language) })}
            </Anchor>
          </List.Item>
        </List>
      )}
    </CardWidget>
  );
  return (
    <Stack gap="lg" data-testid="dashboard-page">
      {summary.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('loadError')}>
          <Group justify="space-between">
            <Text size="sm">{summary.error.message}</Text>
            <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={() => void summary.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {isMobile && attention}
      <SummaryFigures summary={data} loading={summary.isPending} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {!isMobile && attention}
        <CardWidget title={t('shortcuts.title')} testId="shortcuts-card">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {may('map.read') && <Button variant="light" component={Link} to={paths.map.getHref()}>{t('shortcuts.map')}</Button>}
            {may('transfers.read') && <Button variant="light" component={Link} to={paths.transfers.list.getHref()}>{t('shortcuts.transfers')}</Button>}
            {may('tripTypes.read') && <Button variant="light" component={Link} to={paths.tripTypes.list.getHref()}>{t('shortcuts.tripTypes')}</Button>}
            {may('staff.manage') && <Button variant="light" component={Link} to={paths.users.createAdmin.getHref()}>{t('shortcuts.createAdmin')}</Button>}
          </SimpleGrid>
        </CardWidget>
      </SimpleGrid>
    </Stack>
  );
}
