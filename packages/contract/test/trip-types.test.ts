import { describe, expect, it } from 'vitest';
import { MAX_PASSENGERS, TRIP_TYPE_OPTIONS_PATH, TripType, TripTypeBody, TripTypeOption } from '../src/trip-types';
import { accepts, expectShape, issuesOf, parsed } from './support/schema-checks';

const body = {
  typeName: 'Comfort', description: 'Sedan', numberOfPassengers: 4, systemPercentage: 20, baseFare: 8550, perKmFare: 2500, perMinuteFare: 150,
  cancellationSurcharge: 50, nightSurcharge: 25, peakTimeSurcharge: 12.5,
};
const percents = [['systemPercentage', 'System percentage'], ['cancellationSurcharge', 'Cancellation surcharge'], ['nightSurcharge', 'Night surcharge'], ['peakTimeSurcharge', 'Peak time surcharge']] as const;
const fares = [['baseFare', 'Base fare'], ['perKmFare', 'Per KM fare'], ['perMinuteFare', 'Per minute fare']] as const;

describe('trip type bodies (SPEC.md §5)', () => {
  it('accept a complete body, trimming the texts', () => {
    expect(parsed(TripTypeBody, { ...body, typeName: '  Comfort  ', description: ' Sedan\nfor four ' })).toEqual({ ...body, description: 'Sedan\nfor four' });
  });

  it('need every field, with a readable message', () => {
    expect(issuesOf(TripTypeBody, { ...body, typeName: undefined })).toEqual(['typeName: Type name is required']);
    expect(issuesOf(TripTypeBody, { ...body, typeName: '   ' })).toEqual(['typeName: Type name is required']);
    expect(issuesOf(TripTypeBody, { ...body, description: undefined })).toEqual(['description: Description is required']);
    expect(issuesOf(TripTypeBody, { ...body, description: '' })).toEqual(['description: Description is required']);
    expect(issuesOf(TripTypeBody, { ...body, numberOfPassengers: undefined })).toEqual(['numberOfPassengers: Number of passengers is required']);
    for (const [field, label] of percents) expect(issuesOf(TripTypeBody, { ...body, [field]: '10' })).toEqual([`${field}: ${label} must be a number`]);
    for (const [field, label] of fares) expect(issuesOf(TripTypeBody, { ...body, [field]: null })).toEqual([`${field}: ${label} must be a whole number of kuruş`]);
  });

  it('bound the texts', () => {
    expect(accepts(TripTypeBody, { ...body, typeName: 'a'.repeat(100), description: 'd'.repeat(1000) })).toBe(true);
    expect(accepts(TripTypeBody, { ...body, typeName: 'a'.repeat(101) })).toBe(false);
    expect(accepts(TripTypeBody, { ...body, description: 'd'.repeat(1001) })).toBe(false);
    expect(accepts(TripTypeBody, { ...body, typeName: 'a\nb' })).toBe(false);
  });

  it('take 1 to 20 whole passengers', () => {
    expect(MAX_PASSENGERS).toBe(20);
    expect(accepts(TripTypeBody, { ...body, numberOfPassengers: 1 })).toBe(true);
    expect(accepts(TripTypeBody, { ...body, numberOfPassengers: 20 })).toBe(true);
    expect(issuesOf(TripTypeBody, { ...body, numberOfPassengers: 0 })).toEqual(['numberOfPassengers: Number of passengers must be between 1 and 20']);
    expect(issuesOf(TripTypeBody, { ...body, numberOfPassengers: 21 })).toEqual(['numberOfPassengers: Number of passengers must be between 1 and 20']);
    expect(issuesOf(TripTypeBody, { ...body, numberOfPassengers: 2.5 })).toEqual(['numberOfPassengers: Number of passengers must be a whole number']);
  });

  it('take fares in whole kuruş from 0 to ₺1,000,000', () => {
    for (const [field, label] of fares) {
      expect(accepts(TripTypeBody, { ...body, [field]: 0 })).toBe(true);
      expect(accepts(TripTypeBody, { ...body, [field]: 100_000_000 })).toBe(true);
      expect(accepts(TripTypeBody, { ...body, [field]: 100_000_001 })).toBe(false);
      expect(issuesOf(TripTypeBody, { ...body, [field]: -1 })).toEqual([`${field}: ${label} cannot be negative`]);
      expect(issuesOf(TripTypeBody, { ...body, [field]: 12.5 })).toEqual([`${field}: ${label} must be a whole number of kuruş`]);
    }
  });

  it('take percentages 0 to 100 with at most two decimals (issue 7, defect 15)', () => {
    for (const [field, label] of percents) {
      for (const ok of [0, 0.01, 1.14, 99.99, 100]) expect(accepts(TripTypeBody, { ...body, [field]: ok }), `${field} ${ok}`).toBe(true);
      expect(issuesOf(TripTypeBody, { ...body, [field]: -0.01 })).toEqual([`${field}: ${label} must be between 0 and 100`]);
      expect(issuesOf(TripTypeBody, { ...body, [field]: 100.01 })).toEqual([`${field}: ${label} must be between 0 and 100`]);
      expect(issuesOf(TripTypeBody, { ...body, [field]: 12.345 })).toEqual([`${field}: ${label} may have at most 2 decimals`]);
    }
  });
});

describe('trip type answers', () => {
  it('carry every field of SPEC.md §3', () => {
    expectShape(TripType, { tripTypeId: 1, ...body, lastModifiedDate: '2026-01-15T19:30:00.000Z' });
    expectShape(TripTypeOption, { tripTypeId: 1, typeName: 'Comfort' });
    expect(TRIP_TYPE_OPTIONS_PATH).toBe('/api/TripType/GetTripTypeOptions');
  });
});
