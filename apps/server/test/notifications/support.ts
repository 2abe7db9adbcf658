import { sql } from 'kysely';
import type { Notification } from '@taxi/contract';
import type { UserRow } from '../../src/db/schema';
import { NOTIFICATIONS_JOB } from '../../src/modules/notifications/notifications.job';
import type { TestApp } from '../helpers/build-test-app';

export const DAY_MS = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/** Runs the notifications job now through the app's own runner (as a tick of main.ts's would); the other jobs (the dispatch desk's) wait. */
export async function generate(t: TestApp): Promise<number> {
  await t.deps.jobs.dueNow(NOTIFICATIONS_JOB);
  await t.db.updateTable('jobs').set({ due_at: sql`now() + interval '1 hour'` }).where('name', '<>', NOTIFICATIONS_JOB).execute();
  return t.deps.jobs.tick();
}

/** Every notification `who` sees (first 100), newest first. */
export async function notificationsOf(t: TestApp, who: UserRow | 'admin', query = ''): Promise<Notification[]> {
  const res = await t.injectAs(who, { method: 'GET', url: `/api/notifications/GetNotifications?pageSize=100${query}` });
  if (res.statusCode !== 200) throw new Error(`GetNotifications: ${res.statusCode} ${res.body}`);
  return res.json<Notification[]>();
}

export async function unreadOf(t: TestApp, who: UserRow | 'admin'): Promise<number> {
  return (await t.injectAs(who, { method: 'GET', url: '/api/notifications/GetUnreadCount' })).json<{ unread: number }>().unread;
}

let plate = 0;

/** A vehicle of `ownerId` with the given verification. */
export async function createVehicle(t: TestApp, ownerId: number, verification: { verification_status: number; verified_until: Date | null } = { verification_status: 1, verified_until: null }) {
  const tripType = await t.db.selectFrom('trip_types').select('id').executeTakeFirst();
  const tripTypeId =
    tripType?.id ??
    (await t.db.insertInto('trip_types').values({ type_name: `N ${Math.random()}`, description: 'd', number_of_passengers: 4, system_percentage: 20, base_fare: 100, per_km_fare: 100, per_minute_fare: 10, cancellation_surcharge: 0, night_surcharge: 0, peak_time_surcharge: 0 }).returning('id').executeTakeFirstOrThrow()).id;
  plate += 1;
  return t.db
    .insertInto('vehicles')
    .values({ user_id: ownerId, trip_type_id: tripTypeId, brand: 'Fiat', model: 'Egea', year: 2022, color: 'Grey', plate: `NTF ${process.pid % 1000} ${plate}`, number_of_seats: 4, image_url: null, ...verification })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A document of a user or a vehicle. */
export function createDocument(t: TestApp, owner: { user_id: number } | { vehicle_id: number }, fields: { type?: string; status?: number; expires_at?: Date | null; created_at?: Date } = {}) {
  return t.db
    .insertInto('documents')
    .values({
      user_id: 'user_id' in owner ? owner.user_id : null,
      vehicle_id: 'vehicle_id' in owner ? owner.vehicle_id : null,
      document_type: fields.type ?? 'DrivingLicence',
      document_url: '/media/documents/x.svg',
      document_status: fields.status ?? 1,
      expires_at: fields.expires_at ?? null,
      ...(fields.created_at ? { created_at: fields.created_at } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
