import { Stack, Text } from '@mantine/core';
import type { FinanceReportRow } from '@taxi/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table';
import { formatMoney, formatNumber } from '@/lib/format';

const localeOf = (language: string) => (language === 'tr' ? 'tr-TR' : 'en-GB');

/** '28 Nov 2026' for a day, 'Week of 23 Nov 2026', 'November 2026' (operator days, read as calendar days). */
export function usePeriodLabel() {
  const { t, i18n } = useTranslation('insight');
  const locale = localeOf(i18n.language);
  return (row: Pick<FinanceReportRow, 'period' | 'periodStart'>) => {
    const day = new Date(`${row.periodStart}T00:00:00Z`);
    if (row.period === 'month') return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
    const text = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(day);
    return row.period === 'week' ? t('report.weekOf', { day: text }) : text;
  };
}

/** The report's columns (headers in `insight:report.columns.*`): money in lira, counts as the language writes them. */
export function useFinanceReportColumns(): DataTableColumn<FinanceReportRow>[] {
  const { t, i18n } = useTranslation('insight');
  const language = i18n.language;
  const periodLabel = usePeriodLabel();
  return useMemo(() => {
    const money = (key: 'gross' | 'commission' | 'driverEarnings' | 'cancellationFees'): DataTableColumn<FinanceReportRow> => ({
      key,
      header: `report.columns.${key}`,
      numeric: true,
      wrapHeader: true,
      cell: (row) => formatMoney(row[key], language),
    });
    return [
      { key: 'period', header: 'report.columns.period', mobile: 'title', cell: (row) => <Text fw={600} size="sm" span>{periodLabel(row)}</Text> },
      { key: 'completedTrips', header: 'report.columns.completedTrips', numeric: true, cell: (row) => formatNumber(row.completedTrips, language) },
      money('gross'),
      money('commission'),
      money('driverEarnings'),
      {
        key: 'methods',
        header: 'report.columns.methods',
        numeric: true,
        wrapHeader: true,
        cell: (row) => (
          <Stack gap={0} align="flex-end">
            <span>{t('report.cash', { amount: formatMoney(row.cashGross, language) })}</span>
            <span>{t('report.card', { amount: formatMoney(row.cardGross, language) })}</span>
          </Stack>
        ),
      },
      { key: 'cancellations', header: 'report.columns.cancellations', numeric: true, wrapHeader: true, cell: (row) => formatNumber(row.cancellations, language) },
      money('cancellationFees'),
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- periodLabel follows the language
  }, [language]);
}
