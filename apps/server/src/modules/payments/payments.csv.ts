import { csvClockColumn, csvLira, csvWords, type CsvColumn } from '../../plugins/csv-export';
import type { PaymentListRow } from './payments.repository';

const statuses = csvWords<string>({
  succeeded: { en: 'Succeeded', tr: 'Başarılı' },
  completed: { en: 'Completed', tr: 'Tamamlandı' },
  refounded: { en: 'Refunded', tr: 'İade edildi' },
  cancelled: { en: 'Cancelled', tr: 'İptal edildi' },
});

const methods = csvWords<string>({ Cash: { en: 'Cash', tr: 'Nakit' }, Card: { en: 'Card', tr: 'Kart' } });

/** The columns of `GET /api/Payments/GetPayments?format=csv` (SPEC.md §2.10). */
export const paymentCsvColumns: CsvColumn<PaymentListRow>[] = [
  { header: { en: 'Customer payment id', tr: 'Müşteri ödeme kimliği' }, value: (row) => row.id },
  { header: { en: 'User id', tr: 'Kullanıcı kimliği' }, value: (row) => row.user_id },
  { header: { en: 'First name', tr: 'Ad' }, value: (row) => row.first_name },
  { header: { en: 'Last name', tr: 'Soyad' }, value: (row) => row.last_name },
  { header: { en: 'E-mail', tr: 'E-posta' }, value: (row) => row.email },
  { header: { en: 'Provider payment id', tr: 'Sağlayıcı ödeme kimliği' }, value: (row) => row.provider_payment_id },
  { header: { en: 'Amount', tr: 'Tutar' }, value: (row) => csvLira(row.amount) },
  { header: { en: 'Currency', tr: 'Para birimi' }, value: (row) => row.currency },
  { header: { en: 'Status', tr: 'Durum' }, value: (row, language) => statuses(row.status, language) },
  csvClockColumn({ en: 'Date created', tr: 'Oluşturulma tarihi' }, (row) => row.date_created),
  { header: { en: 'Payment type', tr: 'Ödeme türü' }, value: (row) => row.payment_type },
  { header: { en: 'Trip payment method', tr: 'Yolculuk ödeme yöntemi' }, value: (row, language) => methods(row.method, language) },
  { header: { en: 'Card brand', tr: 'Kart markası' }, value: (row) => row.card_brand },
  { header: { en: 'Card last four digits', tr: 'Kartın son dört hanesi' }, value: (row) => row.card_last4 },
  { header: { en: 'Trip id', tr: 'Yolculuk kimliği' }, value: (row) => row.trip_id },
];
