import type { TripType } from '@taxi/contract';
import { describe, expect, it } from 'vitest';
import { liraText, parseLira, parsePassengers, parsePercent } from './number-text';
import { emptyTripTypeValues, tripTypeToValues, tripTypeValidation, valuesToBody } from './trip-type-form-values';

const tripType: TripType = {
  tripTypeId: 3, typeName: 'Comfort', description: 'Roomy', numberOfPassengers: 4, systemPercentage: 20, baseFare: 8550, perKmFare: 2500,
  perMinuteFare: 305, cancellationSurcharge: 50, nightSurcharge: 12.5, peakTimeSurcharge: 0, lastModifiedDate: '2025-01-01T10:00:00.000Z',
};

describe('lira typed by admins become kuruş on the wire', () => {
  it.each([['85.50', 8550], ['85,5', 8550], ['85', 8500], [' 0.05 ', 5], ['0', 0], ['1000000', 100_000_000]])('%j → %i kuruş', (text, kurus) => {
    expect(parseLira(text)).toBe(kurus);
  });

  it.each(['', 'abc', '-5', '1.234', '12a', '1000000.01', '1e3'])('refuses %j', (text) => {
    expect(parseLira(text)).toBeNull();
  });

  it('shows kuruş back as lira text in the interface language', () => {
    expect(liraText(8550, 'en')).toBe('85.50');
    expect(liraText(8550, 'tr')).toBe('85,50');
    expect(liraText(5, 'en')).toBe('0.05');
  });

  it('reads percentages 0–100 and seats 1–20', () => {
    expect([parsePercent('12,5'), parsePercent('100'), parsePercent('100.5'), parsePercent('-1'), parsePercent('x')]).toEqual([12.5, 100, null, null, null]);
    expect([parsePassengers(4), parsePassengers('20'), parsePassengers(21), parsePassengers(0), parsePassengers(2.5), parsePassengers('')]).toEqual([4, 20, null, null, null, null]);
  });

  it('round-trips a trip type through the form values unchanged', () => {
    const { tripTypeId: _id, lastModifiedDate: _date, ...body } = tripType;
    for (const language of ['en', 'tr']) expect(valuesToBody(tripTypeToValues(tripType, language))).toEqual(body);
  });

  it('gives the create form "seats" and the edit form "passengers" messages', () => {
    expect(tripTypeValidation('create').numberOfPassengers('')).toBe('validation.seats');
    expect(tripTypeValidation('edit').numberOfPassengers('')).toBe('validation.passengers');
    const rules = tripTypeValidation('create');
    const empty = emptyTripTypeValues();
    expect(Object.entries(rules).map(([field, rule]) => (rule as (value: unknown) => string | null)(empty[field as keyof typeof empty]))).toEqual([
      'validation.typeName', 'validation.description', 'validation.seats', 'validation.systemPercentage', 'validation.baseFare',
      'validation.perKmFare', 'validation.perMinuteFare', 'validation.cancellationSurcharge', 'validation.nightSurcharge', 'validation.peakTimeSurcharge',
    ]);
  });
});
