import type { TripTypeBody } from '@taxi/contract';

let sequence = 0;

/** A valid create/update body with a fresh name; every field can be overridden. */
export function tripTypeBody(overrides: Partial<Record<keyof TripTypeBody, unknown>> & Record<string, unknown> = {}): TripTypeBody {
  sequence += 1;
  return {
    typeName: `Comfort ${sequence}`,
    description: 'Sedan for up to four passengers',
    numberOfPassengers: 4,
    systemPercentage: 20,
    baseFare: 8550,
    perKmFare: 2500,
    perMinuteFare: 150,
    cancellationSurcharge: 50,
    nightSurcharge: 25,
    peakTimeSurcharge: 12.5,
    ...overrides,
  } as TripTypeBody;
}
