import type { FareClock, FareRates } from '@taxi/contract';
import type { Insertable } from 'kysely';
import type { DocumentsTable, UsersTable, VehiclesTable } from '../db/schema';
import type { Random } from '../lib/random';
import type { BodyStyle } from '../media/vehicle-svg';
import type { DemoSize } from './demo-size';
import type { PersonName } from './names';
import type { TripTypeKey } from './trip-type-catalogue';
import type { VerificationPlan } from './verification';

/** What every planner of the demo receives. */
export interface DemoContext {
  now: Date;
  random: Random;
  passwordHash: string;
  /** How many people and trips (demo-size.ts; scale 1 is the everyday demo). */
  size: DemoSize;
}

export type DocumentRow = Insertable<DocumentsTable> & { created_at: Date };

export interface DemoUser {
  id: number;
  name: PersonName;
  row: Insertable<UsersTable> & { id: number; registration_date: Date };
  verification: VerificationPlan;
}

export interface DemoCustomer extends DemoUser {
  /** Share of this customer's trips paid by card. */
  cardShare: number;
  card: { brand: 'Visa' | 'Mastercard' | 'Troy'; last4: string };
}

export interface DemoDriver extends DemoUser {
  /** How much this driver works compared with others (part-timers below 1). */
  activity: number;
  vehicles: DemoVehicle[];
  bank: string;
}

export interface DemoTripType {
  id: number;
  key: TripTypeKey;
  name: string;
  rates: FareRates;
  systemPercentage: number;
}

export interface DemoVehicle {
  id: number;
  tripType: DemoTripType;
  style: BodyStyle;
  row: Insertable<VehiclesTable> & { id: number; created_at: Date };
  verification: VerificationPlan;
}

/** Trip types, settings and the fare clock as stored: fares are computed from what the database holds. */
export interface DemoTariff {
  tripTypes: DemoTripType[];
  clock: FareClock;
}
