import { prettyId } from '@taxi/contract';
import type { UserRow } from '../../db/schema';
import { csvClockColumn, csvWords, type CsvColumn } from '../../plugins/csv-export';
import { roleWords } from '../users/users.csv';

const status = csvWords({
  active: { en: 'Active', tr: 'Etkin' },
  deactivated: { en: 'Deactivated', tr: 'Devre dışı' },
});

/** The columns of `GET /api/staff/GetStaff?format=csv`: the screen's, the dates on the operator's clock. */
export const staffCsvColumns: CsvColumn<UserRow>[] = [
  { header: { en: 'Id', tr: 'Kimlik' }, value: (user) => prettyId(user.role, user.id) },
  { header: { en: 'First name', tr: 'Ad' }, value: (user) => user.first_name },
  { header: { en: 'Last name', tr: 'Soyad' }, value: (user) => user.last_name },
  { header: { en: 'E-mail', tr: 'E-posta' }, value: (user) => user.email },
  { header: { en: 'Phone number', tr: 'Telefon numarası' }, value: (user) => user.phone_number },
  { header: { en: 'Role', tr: 'Rol' }, value: (user, language) => roleWords(user.role, language) },
  { header: { en: 'Status', tr: 'Durum' }, value: (user, language) => status(user.deactivated_at ? 'deactivated' : 'active', language) },
  csvClockColumn({ en: 'Last sign-in', tr: 'Son giriş' }, (user) => user.last_sign_in_at),
  csvClockColumn({ en: 'Deactivated at', tr: 'Devre dışı bırakıldı' }, (user) => user.deactivated_at),
  csvClockColumn({ en: 'Registration date', tr: 'Kayıt tarihi' }, (user) => user.registration_date),
];
