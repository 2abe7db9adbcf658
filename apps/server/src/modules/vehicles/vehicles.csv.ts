import { VerificationStatus } from '@taxi/contract';
import { csvWords, type CsvColumn } from '../../plugins/csv-export';
import type { VehicleListRow } from './vehicles.repository';

const verification = csvWords({
  [VerificationStatus.Pending]: { en: 'Pending', tr: 'Bekliyor' },
  [VerificationStatus.Approved]: { en: 'Approved', tr: 'Onaylandı' },
  [VerificationStatus.Rejected]: { en: 'Rejected', tr: 'Reddedildi' },
});

/** The columns of `GET /api/vehicles/GetVehicles?format=csv` (the list screen's, SPEC.md §2.6, plus colour, owner id and verification). */
export const vehicleCsvColumns: CsvColumn<VehicleListRow>[] = [
  { header: { en: 'Id', tr: 'Kimlik' }, value: (vehicle) => vehicle.id },
  { header: { en: 'Trip type', tr: 'Yolculuk tipi' }, value: (vehicle) => vehicle.trip_type_name },
  { header: { en: 'Brand', tr: 'Marka' }, value: (vehicle) => vehicle.brand },
  { header: { en: 'Model', tr: 'Model' }, value: (vehicle) => vehicle.model },
  { header: { en: 'Year', tr: 'Yıl' }, value: (vehicle) => vehicle.year },
  { header: { en: 'Colour', tr: 'Renk' }, value: (vehicle) => vehicle.color },
  { header: { en: 'User', tr: 'Kullanıcı' }, value: (vehicle) => `${vehicle.owner_first_name} ${vehicle.owner_last_name}` },
  { header: { en: 'User id', tr: 'Kullanıcı kimliği' }, value: (vehicle) => vehicle.owner_id },
  { header: { en: 'Plate number', tr: 'Plaka' }, value: (vehicle) => vehicle.plate },
  { header: { en: 'Verification', tr: 'Doğrulama' }, value: (vehicle, language) => verification(vehicle.verification_status as VerificationStatus, language) },
];
