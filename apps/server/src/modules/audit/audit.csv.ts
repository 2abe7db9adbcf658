import { csvClockColumn, type CsvColumn } from '../../plugins/csv-export';
import type { AuditCsvRow } from './audit.repository';

/** A recorded side as one JSON cell ('' when there is none). */
const jsonCell = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/**
 * The columns of `GET /api/audit/GetAuditEntries?format=csv`: one line per entry, the codes as
 * recorded (a spreadsheet filters on them) and both sides as JSON, money in kuruş as recorded.
 */
export const auditCsvColumns: CsvColumn<AuditCsvRow>[] = [
  { header: { en: 'Id', tr: 'Id' }, value: (row) => row.id },
  csvClockColumn({ en: 'Time', tr: 'Zaman' }, (row) => row.created_at),
  { header: { en: 'Staff member id', tr: 'Personel id' }, value: (row) => row.actor_id },
  { header: { en: 'Staff member e-mail', tr: 'Personel e-postası' }, value: (row) => row.actor_email },
  { header: { en: 'Action', tr: 'İşlem' }, value: (row) => row.action },
  { header: { en: 'Entity type', tr: 'Kayıt türü' }, value: (row) => row.entity_type },
  { header: { en: 'Entity id', tr: 'Kayıt id' }, value: (row) => row.entity_id },
  { header: { en: 'Before (JSON)', tr: 'Önce (JSON)' }, value: (row) => jsonCell(row.before) },
  { header: { en: 'After (JSON)', tr: 'Sonra (JSON)' }, value: (row) => jsonCell(row.after) },
];
