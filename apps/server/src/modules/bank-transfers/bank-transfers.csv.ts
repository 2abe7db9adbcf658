import { TransferStatus } from '@taxi/contract';
import { csvClockColumn, csvLira, csvWords, type CsvColumn } from '../../plugins/csv-export';
import type { TransferRow } from './bank-transfers.repository';

const statuses = csvWords({
  [TransferStatus.Pending]: { en: 'Pending', tr: 'Bekliyor' },
  [TransferStatus.InProgress]: { en: 'In Progress', tr: 'İşlemde' },
  [TransferStatus.Completed]: { en: 'Completed', tr: 'Tamamlandı' },
  [TransferStatus.Rejected]: { en: 'Rejected', tr: 'Reddedildi' },
});

/** The columns of `GET /api/bankTransfers/GetBankTransfers?format=csv` (SPEC.md §2.7 and the details' fields). */
export const transferCsvColumns: CsvColumn<TransferRow>[] = [
  { header: { en: 'Id', tr: 'Kimlik' }, value: (row) => row.id },
  { header: { en: 'User id', tr: 'Kullanıcı kimliği' }, value: (row) => row.user_id },
  { header: { en: 'First name', tr: 'Ad' }, value: (row) => row.first_name },
  { header: { en: 'Last name', tr: 'Soyad' }, value: (row) => row.last_name },
  { header: { en: 'E-mail', tr: 'E-posta' }, value: (row) => row.email },
  { header: { en: 'Amount (TRY)', tr: 'Tutar (TRY)' }, value: (row) => csvLira(row.amount) },
  { header: { en: 'Balance (TRY)', tr: 'Bakiye (TRY)' }, value: (row) => (row.balance === null ? null : csvLira(row.balance)) },
  { header: { en: 'Description', tr: 'Açıklama' }, value: (row) => row.description },
  { header: { en: 'Status', tr: 'Durum' }, value: (row, language) => statuses(row.status as TransferStatus, language) },
  csvClockColumn({ en: 'Date created', tr: 'Oluşturulma tarihi' }, (row) => row.date_created),
  csvClockColumn({ en: 'Last modified', tr: 'Son değişiklik' }, (row) => row.last_modified_date),
  { header: { en: 'Rejection reason', tr: 'Ret nedeni' }, value: (row) => row.rejected_reason },
];
