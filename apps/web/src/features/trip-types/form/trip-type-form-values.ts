import type { FareRates, TripType, TripTypeBody } from '@taxi/contract';
import { liraText, parseLira, parsePassengers, parsePercent, percentText } from './number-text';

/** What the form holds: texts as typed (fares in lira), the seats as the number input gives them. */
export interface TripTypeFormValues {
  typeName: string;
  description: string;
  numberOfPassengers: number | string;
  systemPercentage: string;
  baseFare: string;
  perKmFare: string;
  perMinuteFare: string;
  cancellationSurcharge: string;
  nightSurcharge: string;
  peakTimeSurcharge: string;
}

export type TripTypeFormMode = 'create' | 'edit';
export type TripTypeField = keyof TripTypeFormValues;

export const MONEY_FIELDS = ['baseFare', 'perKmFare', 'perMinuteFare'] as const;
export const PERCENT_FIELDS = ['systemPercentage', 'cancellationSurcharge', 'nightSurcharge', 'peakTimeSurcharge'] as const;

export const emptyTripTypeValues = (): TripTypeFormValues => ({
  typeName: '',
  description: '',
  numberOfPassengers: '',
  systemPercentage: '',
  baseFare: '',
  perKmFare: '',
  perMinuteFare: '',
  cancellationSurcharge: '',
  nightSurcharge: '',
  peakTimeSurcharge: '',
});

export function tripTypeToValues(tripType: TripType, language: string): TripTypeFormValues {
  return {
    typeName: tripType.typeName,
    description: tripType.description,
    numberOfPassengers: tripType.numberOfPassengers,
    systemPercentage: percentText(tripType.systemPercentage, language),
    baseFare: liraText(tripType.baseFare, language),
    perKmFare: liraText(tripType.perKmFare, language),
    perMinuteFare: liraText(tripType.perMinuteFare, language),
    cancellationSurcharge: percentText(tripType.cancellationSurcharge, language),
    nightSurcharge: percentText(tripType.nightSurcharge, language),
    peakTimeSurcharge: percentText(tripType.peakTimeSurcharge, language),
  };
}

/** The message key (namespace trip-types) of each field, SPEC.md §5 with DESIGN.md §7's corrected wording. */
export function tripTypeValidation(mode: TripTypeFormMode) {
  const required = (key: string) => (value: string) => (value.trim() === '' ? `validation.${key}` : null);
  const money = (key: string) => (value: string) => (parseLira(value) === null ? `validation.${key}` : null);
  const percent = (key: string) => (value: string) => (parsePercent(value) === null ? `validation.${key}` : null);
  return {
    typeName: required('typeName'),
    description: required('description'),
    numberOfPassengers: (value: number | string) => (parsePassengers(value) === null ? `validation.${mode === 'create' ? 'seats' : 'passengers'}` : null),
    systemPercentage: percent('systemPercentage'),
    baseFare: money('baseFare'),
    perKmFare: money('perKmFare'),
    perMinuteFare: money('perMinuteFare'),
    cancellationSurcharge: percent('cancellationSurcharge'),
    nightSurcharge: percent('nightSurcharge'),
    peakTimeSurcharge: percent('peakTimeSurcharge'),
  };
}

/** The request body: names trimmed, lira turned into kuruş. Call it on values that passed validation. */
export function valuesToBody(values: TripTypeFormValues): TripTypeBody {
  const must = (value: number | null, field: TripTypeField) => {
    if (value === null) throw new Error(`Invalid ${field}`);
    return value;
  };
  return {
    typeName: values.typeName.trim(),
    description: values.description.trim(),
    numberOfPassengers: must(parsePassengers(values.numberOfPassengers), 'numberOfPassengers'),
    systemPercentage: must(parsePercent(values.systemPercentage), 'systemPercentage'),
    baseFare: must(parseLira(values.baseFare), 'baseFare'),
    perKmFare: must(parseLira(values.perKmFare), 'perKmFare'),
    perMinuteFare: must(parseLira(values.perMinuteFare), 'perMinuteFare'),
    cancellationSurcharge: must(parsePercent(values.cancellationSurcharge), 'cancellationSurcharge'),
    nightSurcharge: must(parsePercent(values.nightSurcharge), 'nightSurcharge'),
    peakTimeSurcharge: must(parsePercent(values.peakTimeSurcharge), 'peakTimeSurcharge'),
  };
}

/** The rates the fare preview can use right now; a field still being typed is null. */
export type PartialRates = { [K in keyof FareRates]: number | null };

export function valuesToRates(values: TripTypeFormValues): PartialRates {
  return {
    baseFare: parseLira(values.baseFare),
    perKmFare: parseLira(values.perKmFare),
    perMinuteFare: parseLira(values.perMinuteFare),
    cancellationSurcharge: parsePercent(values.cancellationSurcharge),
    nightSurcharge: parsePercent(values.nightSurcharge),
    peakTimeSurcharge: parsePercent(values.peakTimeSurcharge),
  };
}

/** The fares as the back-test takes them (issue 27): null while a fare or the system percentage is still being typed. */
export function valuesToFares(values: TripTypeFormValues): (FareRates & { systemPercentage: number }) | null {
  const rates = valuesToRates(values);
  const systemPercentage = parsePercent(values.systemPercentage);
  if (systemPercentage === null || Object.values(rates).some((value) => value === null)) return null;
  return { ...(rates as FareRates), systemPercentage };
}
