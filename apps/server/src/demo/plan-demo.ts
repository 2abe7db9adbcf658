import { VerificationStatus } from '@taxi/contract';
import { demoIban } from './ibans';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Random } from '../lib/random';
import { assignIds, reserveIds } from './bulk-insert';
import { byTime, earliest } from './demo-clock';
import type { DemoContext, DemoCustomer, DemoDriver, DemoTariff, DemoUser, DemoVehicle, DocumentRow } from './demo-types';
import { type DocumentOwner, documentRow, drawSerial } from './documents';
import type { PlannedDocument } from './verification';
import { planFleet } from './fleet';
import { planAdmins, planCustomers, planDrivers } from './people';

/** A document to write: its owner, the holder's name on the scan, its plan and its serial number. */
export interface PendingDocument {
  owner: DocumentOwner;
  holder: string;
  planned: PlannedDocument;
  serial: number;
  /** Whether the owner (user or vehicle) is approved: only others get an already expired document (documents.ts). */
  ownerApproved: boolean;
}

/** The people and vehicles of the demo with their final ids, and their documents in time order. */
export interface DemoPeople {
  customers: DemoCustomer[];
  drivers: DemoDriver[];
  /** Everyone, by registration (their ids' order). */
  users: DemoUser[];
  vehicles: DemoVehicle[];
  /** Rows are made as they are written (documentRowsOf): a few numbers each until then. */
  documents: PendingDocument[];
}

/** Every document, serials drawn owner after owner (users, then vehicles), in time order. */
function planDocuments(random: Random, users: readonly DemoUser[], vehicles: readonly DemoVehicle[], now: Date): PendingDocument[] {
  const owners = [
    ...users.map((user) => ({ owner: { user_id: user.id, vehicle_id: null }, holder: `${user.row.first_name} ${user.row.last_name}`, plans: user.verification.documents, approved: user.verification.status === VerificationStatus.Approved })),
    ...vehicles.map((vehicle) => ({ owner: { user_id: null, vehicle_id: vehicle.id }, holder: `${vehicle.row.brand} ${vehicle.row.model} · ${vehicle.row.plate}`, plans: vehicle.verification.documents, approved: vehicle.verification.status === VerificationStatus.Approved })),
  ];
  return owners
    .flatMap(({ owner, holder, plans, approved }) => plans.map((planned): PendingDocument => ({ owner, holder, planned, serial: drawSerial(random), ownerApproved: approved })))
    .sort(byTime((document) => earliest(document.planned.submittedAt, now)));
}

/** The documents' rows, one at a time, in their order. */
export function* documentRowsOf(documents: readonly PendingDocument[], now: Date): Generator<DocumentRow> {
  for (const { owner, holder, planned, serial, ownerApproved } of documents) yield documentRow(owner, holder, planned, serial, now, ownerApproved);
}

/**
 * Plans the people, their vehicles and documents. `stage(label)` gives each part its own random
 * stream; ids come from the tables' identity sequences, handed out in time order (users by
 * registration, vehicles by creation).
 */
export async function planPeople(db: Kysely<DB>, stage: (label: string) => DemoContext, tariff: DemoTariff): Promise<DemoPeople> {
  const people = stage('people');
  const emails = new Set<string>();
  const customers = planCustomers(people, emails);
  const drivers = planDrivers(people, emails);
  const everyone: DemoUser[] = [...customers, ...drivers, ...planAdmins(people, emails)];
  const users = assignIds(everyone, await reserveIds(db, 'users', everyone.length), (user) => user.row.registration_date.getTime());
  for (const driver of drivers) driver.row.iban = demoIban(driver.id);

  const fleet = planFleet(stage('fleet'), drivers, tariff.tripTypes);
  const vehicles = assignIds(fleet, await reserveIds(db, 'vehicles', fleet.length), (vehicle) => vehicle.row.created_at.getTime());
  const documents = planDocuments(stage('documents').random, users, vehicles, people.now);
  return { customers, drivers, users, vehicles, documents };
}

/**
 * Once users, vehicles and documents are written, lets go of what only their rows needed: the
 * documents' plans and the users' text (at scale 200, some 300 MB). What the trips, payments
 * and payouts read stays: ids, registration dates, verification states, cards, banks, vehicles.
 */
export function forgetWrittenRows(people: DemoPeople): void {
  people.documents.length = 0;
  for (const user of people.users) {
    user.verification.documents = [];
    Object.assign(user.row, { email: '', first_name: '', last_name: '', phone_number: '', address: '', photo_url: null, password_hash: '' });
  }
  for (const vehicle of people.vehicles) vehicle.verification.documents = [];
}
