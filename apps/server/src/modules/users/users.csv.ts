import { VerificationStatus } from '@taxi/contract';
import type { UserRow } from '../../db/schema';
import { csvClockColumn, csvWords, type CsvColumn } from '../../plugins/csv-export';

/** Every role's name in each export language (the staff export uses it too). */
export const roleWords = csvWords({
  Admin: { en: 'Admin', tr: 'Yönetici' },
  Driver: { en: 'Driver', tr: 'Sürücü' },
  Customer: { en: 'Customer', tr: 'Müşteri' },
  Finance: { en: 'Finance', tr: 'Finans' },
  Support: { en: 'Support', tr: 'Destek' },
  Dispatcher: { en: 'Dispatcher', tr: 'Sevk görevlisi' },
  Viewer: { en: 'Viewer', tr: 'İzleyici' },
});

const verification = csvWords({
  [VerificationStatus.Pending]: { en: 'Pending', tr: 'Bekliyor' },
  [VerificationStatus.Approved]: { en: 'Approved', tr: 'Onaylandı' },
  [VerificationStatus.Rejected]: { en: 'Rejected', tr: 'Reddedildi' },
});

/** The columns of `GET /api/users/GetUsers?format=csv` (the list screen's columns, SPEC.md §2.5). */
export const userCsvColumns: CsvColumn<UserRow>[] = [
  { header: { en: 'Id', tr: 'Kimlik' }, value: (user) => user.id },
  { header: { en: 'First name', tr: 'Ad' }, value: (user) => user.first_name },
  { header: { en: 'Last name', tr: 'Soyad' }, value: (user) => user.last_name },
  { header: { en: 'E-mail', tr: 'E-posta' }, value: (user) => user.email },
  { header: { en: 'Phone number', tr: 'Telefon numarası' }, value: (user) => user.phone_number },
  csvClockColumn({ en: 'Registration date', tr: 'Kayıt tarihi' }, (user) => user.registration_date),
  { header: { en: 'Role', tr: 'Rol' }, value: (user, language) => roleWords(user.role, language) },
  { header: { en: 'Verification', tr: 'Doğrulama' }, value: (user, language) => verification(user.verification_status as VerificationStatus, language) },
];
