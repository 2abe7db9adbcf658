import { VEHICLE_DOCUMENT_TYPES, VerificationStatus } from '@taxi/contract';
import type { Random } from '../lib/random';
import { vehicleImageUrl } from '../media/media-urls';
import { DAY_MS, HOUR_MS, MINUTE_MS, earliest, minus, plus } from './demo-clock';
import type { DemoContext, DemoDriver, DemoTripType, DemoVehicle } from './demo-types';
import { TRIP_TYPE_CATALOGUE } from './trip-type-catalogue';
import { VEHICLE_MODELS, pickColour, uniquePlate } from './vehicle-catalogue';
import { planVerification } from './verification';

/** A second vehicle of an approved driver is in any state; a driver's first one follows the driver. */
function vehicleStatus(random: Random, driver: DemoDriver, index: number): VerificationStatus {
  const driverStatus = driver.verification.status;
  if (driverStatus === VerificationStatus.Pending) return VerificationStatus.Pending;
  if (driverStatus === VerificationStatus.Rejected) {
    return random.chance(0.5) ? VerificationStatus.Rejected : VerificationStatus.Pending;
  }
  if (index === 0) return VerificationStatus.Approved;
  return random.weighted([VerificationStatus.Approved, VerificationStatus.Pending, VerificationStatus.Rejected], (status) => [50, 35, 15][status] ?? 0);
}

function planVehicle(context: DemoContext, driver: DemoDriver, index: number, tripTypes: readonly DemoTripType[], plates: Set<string>): DemoVehicle {
  const { random, now } = context;
  const entry = random.weighted(TRIP_TYPE_CATALOGUE, (candidate) => candidate.share);
  const tripType = tripTypes.find((candidate) => candidate.key === entry.key);
  if (!tripType) throw new Error(`Trip type ${entry.key} is missing`);
  const model = random.pick(VEHICLE_MODELS.filter((candidate) => candidate.tripType === entry.key));
  const colour = pickColour(random, entry.key);
  const plate = uniquePlate(random, plates);
  const lastYear = Math.min(model.years[1], now.getUTCFullYear());
  const createdAt = earliest(plus(driver.row.registration_date, random.int(1, 10 * 24) * HOUR_MS + index * 30 * DAY_MS), minus(now, 20 * MINUTE_MS));
  const submitted = earliest(plus(createdAt, random.int(5, 90) * MINUTE_MS), minus(now, 10 * MINUTE_MS));
  const verification = planVerification(random, vehicleStatus(random, driver, index), VEHICLE_DOCUMENT_TYPES, submitted, now);
  return {
    id: 0,
    tripType,
    style: model.style,
    verification,
    row: {
      id: 0,
      user_id: driver.id,
      trip_type_id: tripType.id,
      brand: model.brand,
      model: model.model,
      year: random.int(Math.min(model.years[0], lastYear), lastYear),
      color: colour,
      plate,
      number_of_seats: model.seats,
      image_url: random.chance(0.9) ? vehicleImageUrl(model.style, colour, plate) : null,
      verification_status: verification.status,
      verified_until: verification.verifiedUntil,
      rejection_reason: verification.rejectionReason,
      created_at: createdAt,
    },
  };
}

/** One vehicle per driver, a second one for about a quarter of them. Fills `driver.vehicles`. */
export function planFleet(context: DemoContext, drivers: readonly DemoDriver[], tripTypes: readonly DemoTripType[]): DemoVehicle[] {
  const plates = new Set<string>();
  const vehicles: DemoVehicle[] = [];
  for (const driver of drivers) {
    const count = context.random.chance(0.25) ? 2 : 1;
    for (let index = 0; index < count; index++) {
      const vehicle = planVehicle(context, driver, index, tripTypes, plates);
      driver.vehicles.push(vehicle);
      vehicles.push(vehicle);
    }
  }
  return vehicles;
}

export const isApproved = (item: { verification: { status: VerificationStatus } }) =>
  item.verification.status === VerificationStatus.Approved;

/** Drivers who can work: approved, with an approved vehicle. */
export const workingDrivers = (drivers: readonly DemoDriver[]) => drivers.filter((driver) => isApproved(driver) && driver.vehicles.some(isApproved));
