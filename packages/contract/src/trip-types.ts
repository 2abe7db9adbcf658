import { z } from 'zod';
import { IsoDateTime, Kurus, Percent, text } from './common';
import { PERCENT_DECIMALS, hasPercentPrecision } from './money';

export const MAX_PASSENGERS = 20;

const kurusField = (label: string) =>
  z.number({ error: `${label} must be a whole number of kuruş` }).int(`${label} must be a whole number of kuruş`).min(0, `${label} cannot be negative`).max(100_000_000);
const percentField = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`)
    .refine(hasPercentPrecision, `${label} may have at most ${PERCENT_DECIMALS} decimals`);

export const TripTypeBody = z.object({
  typeName: text({ max: 100, error: 'Type name is required' }).min(1, 'Type name is required'),
  description: text({ max: 1000, multiline: true, error: 'Description is required' }).min(1, 'Description is required'),
  numberOfPassengers: z
    .number({ error: 'Number of passengers is required' })
    .int('Number of passengers must be a whole number')
    .min(1, `Number of passengers must be between 1 and ${MAX_PASSENGERS}`)
    .max(MAX_PASSENGERS, `Number of passengers must be between 1 and ${MAX_PASSENGERS}`),
  systemPercentage: percentField('System percentage'),
  baseFare: kurusField('Base fare'),
  perKmFare: kurusField('Per KM fare'),
  perMinuteFare: kurusField('Per minute fare'),
  cancellationSurcharge: percentField('Cancellation surcharge'),
  nightSurcharge: percentField('Night surcharge'),
  peakTimeSurcharge: percentField('Peak time surcharge'),
});
export type TripTypeBody = z.infer<typeof TripTypeBody>;

export const TripType = z.object({
  tripTypeId: z.number().int(),
  typeName: z.string(),
  description: z.string(),
  numberOfPassengers: z.number().int(),
  systemPercentage: Percent,
  baseFare: Kurus,
  perKmFare: Kurus,
  perMinuteFare: Kurus,
  cancellationSurcharge: Percent,
  nightSurcharge: Percent,
  peakTimeSurcharge: Percent,
  lastModifiedDate: IsoDateTime,
});
export type TripType = z.infer<typeof TripType>;

export const TripTypeOption = z.object({ tripTypeId: z.number().int(), typeName: z.string() });
export type TripTypeOption = z.infer<typeof TripTypeOption>;

/** The option list of the vehicles filter (SPEC.md §7 leaves the path open; docs/trip-types.md). */
export const TRIP_TYPE_OPTIONS_PATH = '/api/TripType/GetTripTypeOptions';
