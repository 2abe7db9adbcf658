import { Badge, Tabs } from '@mantine/core';
import type { BankTransfersSummary } from '@taxi/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { TRANSFER_TABS, type TransferTab } from './transfer-status';

const countOf = (summary: BankTransfersSummary): Record<TransferTab, number> => ({
  all: summary.numberOfTransfers,
  pending: summary.numberOfPendingTransfers,
  inProgress: summary.numberOfInProgressTransfers,
  completed: summary.numberOfCompletedTransfers,
  rejected: summary.numberOfRejectedTransfers,
});

interface TransferTabsProps {
  value: TransferTab;
  onChange: (tab: TransferTab) => void;
  summary: BankTransfersSummary;
  /** The table of the active tab. */
  children: ReactNode;
}

/** All / Pending / In Progress / Completed / Rejected, each with its count (SPEC.md §2.7). */
export function TransferTabs({ value, onChange, summary, children }: TransferTabsProps) {
  const { t, i18n } = useTranslation('transfers');
  const counts = countOf(summary);
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next as TransferTab)} keepMounted={false}>
      <Tabs.List aria-label={t('tabs.label')}>
        {TRANSFER_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`}
            rightSection={<Badge size="sm" variant="default" data-testid={`tab-${tab}-count`}>{formatNumber(counts[tab], i18n.language)}</Badge>}>
            {t(`tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TRANSFER_TABS.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="md">
          {children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
