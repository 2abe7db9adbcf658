import type { DocumentType } from '@taxi/contract';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import { documentImageUrl } from '../../src/media/media-urls';

/** Rows around a user (documents, vehicles, trips, payments, payouts, ledger) for the users and documents API tests. */

let sequence = 0;
const next = () => (sequence += 1);

export async function createTripType(db: Db) {
  const n = next();
  return db
    .insertInto('trip_types')
    .values({
      type_name: `Records ${n} ${Math.random().toString(36).slice(2, 8)}`,
      description: 'test',
      number_of_passengers: 4,
      system_percentage: 20,
      base_fare: 5000,
      per_km_fare: 1000,
      per_minute_fare: 100,
      cancellation_surcharge: 50,
      night_surcharge: 10,
      peak_time_surcharge: 10,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createVehicle(db: Db, userId: number, overrides: { verification_status?: number } = {}) {
  const tripType = await createTripType(db);
  const n = next();
  return db
    .insertInto('vehicles')
    .values({
      user_id: userId,
      trip_type_id: tripType.id,
      brand: 'Toyota',
      model: 'Corolla',
      year: 2020,
      color: 'White',
      plate: `T${n}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      number_of_seats: 4,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type Owner = { user_id: number; vehicle_id?: null } | { vehicle_id: number; user_id?: null };

export async function createDocument(db: Db, owner: Owner, status = 0, type: DocumentType = 'IdentityCard') {
  return db
    .insertInto('documents')
    .values({
      user_id: owner.user_id ?? null,
      vehicle_id: owner.vehicle_id ?? null,
      document_type: type,
      document_url: documentImageUrl(type, next(), 'Ayşe Yılmaz'),
      document_status: status,
      rejection_reason: status === 2 ? 'Blurred' : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createTrip(db: Db, parties: { customerId: number; driverId: number; vehicleId: number | null }, fare: number, paymentMethod: 'Cash' | 'Card' = 'Card') {
  const tripType = await createTripType(db);
  const start = new Date(Date.now() - 3_600_000);
  return db
    .insertInto('trips')
    .values({
      customer_id: parties.customerId,
      driver_id: parties.driverId,
      vehicle_id: parties.vehicleId,
      trip_type_id: tripType.id,
      status: 5,
      payment_method: paymentMethod,
      start_time: start,
      end_time: new Date(start.getTime() + 1_200_000),
      fare,
      vehicle_snapshot: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createPayment(db: Db, tripId: number, userId: number, amount: number, status: 'succeeded' | 'completed' | 'refounded' | 'cancelled') {
  return db
    .insertInto('payments')
    .values({ trip_id: tripId, user_id: userId, amount, status, method: 'Card', provider_payment_id: `pi_${next()}` })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createTransfer(db: Db, userId: number, amount: number, status: 0 | 1 | 2 | 3) {
  return db
    .insertInto('bank_transfers')
    .values({ user_id: userId, amount, status, rejected_reason: status === 3 ? 'Wrong IBAN' : null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A ledger row and the balance moved by it, in one transaction (DESIGN.md §5). */
export async function addLedger(db: Db, userId: number, amount: number, kind: 'CardTripCredit' | 'CashTripCommission' | 'Payout' | 'Adjustment', link: { trip_id?: number; bank_transfer_id?: number } = {}) {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('ledger_entries').values({ user_id: userId, amount, kind, ...link }).execute();
    await trx.updateTable('users').set({ balance: sql`balance + ${amount}` }).where('id', '=', userId).execute();
  });
}

export async function ledgerSum(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('sum'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

export const userRow = (db: Db, id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const auditOf = (db: Db, entityType: string, id: number) =>
  db.selectFrom('audit_entries').selectAll().where('entity_type', '=', entityType).where('entity_id', '=', String(id)).orderBy('id').execute();
