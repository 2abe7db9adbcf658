import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Random } from '../lib/random';
import { assignIds, reserveIds } from './bulk-insert';
import { byTime } from './demo-clock';
import type { DemoContext, DemoCustomer, DemoDriver, DemoTariff, DemoUser, DemoVehicle, DocumentRow } from './demo-types';
import { documentRows } from './documents';
import { planFleet } from './fleet';
import { planAdmins, planCustomers, planDrivers } from './people';

/** The people and vehicles of the demo with their final ids, and their documents in time order. */
export interface DemoPeople {
  customers: DemoCustomer[];
  drivers: DemoDriver[];
  /** Everyone, by registration (their ids' order). */
  users: DemoUser[];
  vehicles: DemoVehicle[];
  documents: DocumentRow[];
}

function attachDocuments(random: Random, users: readonly DemoUser[], vehicles: readonly DemoVehicle[], now: Date): DocumentRow[] {
  for (const user of users) {
    const holder = `${user.row.first_name} ${user.row.last_name}`;
    user.documents = documentRows(random, { user_id: user.id, vehicle_id: null }, holder, user.verification.documents, now);
  }
  for (const vehicle of vehicles) {
    const holder = `${vehicle.row.brand} ${vehicle.row.model} · ${vehicle.row.plate}`;
    vehicle.documents = documentRows(random, { user_id: null, vehicle_id: vehicle.id }, holder, vehicle.verification.documents, now);
  }
  return [...users, ...vehicles].flatMap((owner) => owner.documents).sort(byTime((document) => document.created_at));
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

  const fleet = planFleet(stage('fleet'), drivers, tariff.tripTypes);
  const vehicles = assignIds(fleet, await reserveIds(db, 'vehicles', fleet.length), (vehicle) => vehicle.row.created_at.getTime());
  const documents = attachDocuments(stage('documents').random, users, vehicles, people.now);
  return { customers, drivers, users, vehicles, documents };
}
