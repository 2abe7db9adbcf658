import type { FinanceReportRow } from '@taxi/contract';
import { csvLira, csvWords, type CsvColumn } from '../../plugins/csv-export';

const PERIODS = csvWords({ day: { en: 'Day', tr: 'Gün' }, week: { en: 'Week', tr: 'Hafta' }, month: { en: 'Month', tr: 'Ay' } });

/** The columns of `GET /api/Reports/GetFinanceReport?format=csv`: the screen's columns, money in lira. */
export const financeReportCsvColumns: CsvColumn<FinanceReportRow>[] = [
  { header: { en: 'Period', tr: 'Dönem' }, value: (row, language) => PERIODS(row.period, language) },
  { header: { en: 'Period start', tr: 'Dönem başı' }, value: (row) => row.periodStart },
  { header: { en: 'Completed trips', tr: 'Tamamlanan yolculuklar' }, value: (row) => row.completedTrips },
  { header: { en: 'Gross (TRY)', tr: 'Brüt (TRY)' }, value: (row) => csvLira(row.gross) },
  { header: { en: 'Commission (TRY)', tr: 'Komisyon (TRY)' }, value: (row) => csvLira(row.commission) },
  { header: { en: 'Driver earnings (TRY)', tr: 'Sürücü kazancı (TRY)' }, value: (row) => csvLira(row.driverEarnings) },
  { header: { en: 'Cash (TRY)', tr: 'Nakit (TRY)' }, value: (row) => csvLira(row.cashGross) },
  { header: { en: 'Card (TRY)', tr: 'Kart (TRY)' }, value: (row) => csvLira(row.cardGross) },
  { header: { en: 'Cancellations', tr: 'İptaller' }, value: (row) => row.cancellations },
  { header: { en: 'Cancellation fees (TRY)', tr: 'İptal ücretleri (TRY)' }, value: (row) => csvLira(row.cancellationFees) },
];
