import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconReceipt2 } from '@tabler/icons-react';
import type { BankTransfersSummary } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';

/** The rejected-to-completed ratio as a bar split between the two (SPEC.md §2.7), with the ratio written out. */
function RatioCard({ summary }: { summary: BankTransfersSummary }) {
  const { t, i18n } = useTranslation('transfers');
  const language = i18n.language;
  const decided = summary.numberOfCompletedTransfers + summary.numberOfRejectedTransfers;
  const completedShare = decided ? (summary.numberOfCompletedTransfers / decided) * 100 : 0;
  const rejectedShare = decided ? 100 - completedShare : 0;
  const ratio = new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-US', { maximumFractionDigits: 2 }).format(summary.rejectedToCompletedRatio);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="summary-ratio">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="xs" tt="uppercase" fw={600} c="dimmed">{t('summary.ratio')}</Text>
          <Text fw={700} data-testid="summary-ratio-value">{ratio}</Text>
        </Group>
        <Progress.Root size="lg" radius="xl" aria-hidden>
          <Progress.Section value={completedShare} color="teal" />
          <Progress.Section value={rejectedShare} color="red" />
        </Progress.Root>
        <Text size="xs" c="dimmed">
          {t('summary.ratioHint', { completed: formatNumber(summary.numberOfCompletedTransfers, language), rejected: formatNumber(summary.numberOfRejectedTransfers, language) })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The summary cards of the overview (SPEC.md §2.7, §3): completed, rejected, totals, and the ratio bar. */
export function TransfersSummary({ summary }: { summary: BankTransfersSummary }) {
  const { t, i18n } = useTranslation('transfers');
  const language = i18n.language;
  const share = (count: number, amount: number) => t('summary.share', { amount: formatMoney(amount, language), count, formattedCount: formatNumber(count, language) });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" data-testid="transfers-summary">
      <StatCard label={t('summary.completed')} value={formatPercent(summary.percentageOfCompletedTransfers, language)} icon={IconCircleCheck} color="teal"
        hint={<span data-testid="summary-completed-hint">{share(summary.numberOfCompletedTransfers, summary.totalAmountOfCompletedTransfers)}</span>} testId="summary-completed" />
      <StatCard label={t('summary.rejected')} value={formatPercent(summary.percentageOfRejectedTransfers, language)} icon={IconCircleX} color="red"
        hint={<span data-testid="summary-rejected-hint">{share(summary.numberOfRejectedTransfers, summary.totalAmountOfRejectedTransfers)}</span>} testId="summary-rejected" />
      <StatCard label={t('summary.total')} value={formatNumber(summary.numberOfTransfers, language)} icon={IconReceipt2} color="blue"
        hint={<span data-testid="summary-total-hint">{t('summary.totalHint', { amount: formatMoney(summary.totalTransferAmount, language), count: summary.numberOfRejectedTransfers, formattedCount: formatNumber(summary.numberOfRejectedTransfers, language) })}</span>}
        testId="summary-total" />
      <RatioCard summary={summary} />
    </SimpleGrid>
  );
}
