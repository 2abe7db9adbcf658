import { TripStatus, type TripStatusName, tripStatusName } from '@taxi/contract';
import { csvClockColumn, csvLira, csvWords, type CsvColumn } from '../../plugins/csv-export';
import type { TripListRow } from './trips.repository';

const statuses = csvWords<TripStatusName>({
  Searching: { en: 'Searching', tr: 'Aranıyor' },
  Accepted: { en: 'Accepted', tr: 'Kabul edildi' },
  DriverArrived: { en: 'Driver arrived', tr: 'Sürücü geldi' },
  InProgress: { en: 'In progress', tr: 'Devam ediyor' },
  Completed: { en: 'Completed', tr: 'Tamamlandı' },
  CanceledByCustomer: { en: 'Cancelled by customer', tr: 'Müşteri iptal etti' },
  CanceledByDriver: { en: 'Cancelled by driver', tr: 'Sürücü iptal etti' },
});

const methods = csvWords<string>({ Cash: { en: 'Cash', tr: 'Nakit' }, Card: { en: 'Card', tr: 'Kart' } });

/** A trip's fare is known once it has ended; until then (stored as 0) the cell stays empty, as the screens show '—'. */
const ENDED: readonly number[] = [TripStatus.Completed, TripStatus.CanceledByCustomer, TripStatus.CanceledByDriver];

/** The columns of `GET /api/trips/GetTrips?format=csv` (SPEC.md §2.9, plus the parties and figures). */
export const tripCsvColumns: CsvColumn<TripListRow>[] = [
  { header: { en: 'Id', tr: 'Kimlik' }, value: (row) => row.id },
  csvClockColumn({ en: 'Start time', tr: 'Başlangıç zamanı' }, (row) => row.start_time),
  csvClockColumn({ en: 'End time', tr: 'Bitiş zamanı' }, (row) => row.end_time),
  { header: { en: 'Start place', tr: 'Başlangıç yeri' }, value: (row) => row.start_place },
  { header: { en: 'Status', tr: 'Durum' }, value: (row, language) => statuses(tripStatusName(row.status), language) },
  { header: { en: 'Status code', tr: 'Durum kodu' }, value: (row) => row.status },
  { header: { en: 'Fare (TRY)', tr: 'Ücret (TRY)' }, value: (row) => (ENDED.includes(row.status) ? csvLira(row.fare) : null) },
  { header: { en: 'Payment method', tr: 'Ödeme yöntemi' }, value: (row, language) => methods(row.payment_method, language) },
  { header: { en: 'Distance (m)', tr: 'Mesafe (m)' }, value: (row) => row.distance_meters },
  { header: { en: 'Duration (s)', tr: 'Süre (sn)' }, value: (row) => row.duration_seconds },
  { header: { en: 'Customer id', tr: 'Müşteri kimliği' }, value: (row) => row.customer_id },
  { header: { en: 'Driver id', tr: 'Sürücü kimliği' }, value: (row) => row.driver_id },
];

