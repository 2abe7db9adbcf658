import type { TripType } from '@taxi/contract';
import { csvClockColumn, csvLira, type CsvColumn } from '../../plugins/csv-export';

/** The columns of `GET /api/TripType/GetTripTypes?format=csv`: the list's columns and the rest of each trip type. */
export const tripTypeCsvColumns: CsvColumn<TripType>[] = [
  { header: { en: 'Id', tr: 'Id' }, value: (tripType) => tripType.tripTypeId },
  { header: { en: 'Name', tr: 'Ad' }, value: (tripType) => tripType.typeName },
  { header: { en: 'Description', tr: 'Açıklama' }, value: (tripType) => tripType.description },
  { header: { en: 'Number of passengers', tr: 'Yolcu sayısı' }, value: (tripType) => tripType.numberOfPassengers },
  { header: { en: 'Base fare (TRY)', tr: 'Açılış ücreti (TRY)' }, value: (tripType) => csvLira(tripType.baseFare) },
  { header: { en: 'Per KM fare (TRY)', tr: 'KM başı ücret (TRY)' }, value: (tripType) => csvLira(tripType.perKmFare) },
  { header: { en: 'Per min fare (TRY)', tr: 'Dakika başı ücret (TRY)' }, value: (tripType) => csvLira(tripType.perMinuteFare) },
  { header: { en: 'System Percentage', tr: 'Sistem Yüzdesi' }, value: (tripType) => tripType.systemPercentage },
  { header: { en: 'Cancellation surcharge (%)', tr: 'İptal ek ücreti (%)' }, value: (tripType) => tripType.cancellationSurcharge },
  { header: { en: 'Night surcharge (%)', tr: 'Gece ek ücreti (%)' }, value: (tripType) => tripType.nightSurcharge },
  { header: { en: 'Peak time surcharge (%)', tr: 'Yoğun saat ek ücreti (%)' }, value: (tripType) => tripType.peakTimeSurcharge },
  csvClockColumn({ en: 'Last Modified', tr: 'Son Değişiklik' }, (tripType) => tripType.lastModifiedDate),
];
