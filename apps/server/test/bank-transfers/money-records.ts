import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import { postLedgerEntry } from '../../src/modules/ledger/ledger.repository';

/** Test records of the money module: payouts, ledger credits, trips to settle, and snapshots to prove nothing changed. */

export interface TransferSeed {
  user_id: number | null;
  amount: number;
  status?: number;
  description?: string;
  rejected_reason?: string | null;
  date_created?: Date;
}

export async function createTransfer(db: Db, seed: TransferSeed): Promise<number> {
  const date = seed.date_created ?? new Date();
  const row = await db
    .insertInto('bank_transfers')
    .values({
      user_id: seed.user_id,
      amount: seed.amount,
      status: seed.status ?? 0,
      description: seed.description ?? 'Test payout',
      rejected_reason: seed.rejected_reason ?? (seed.status === 3 ? 'Wrong IBAN' : null),
      date_created: date,
      last_modified_date: date,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Credits a user through the ledger (an Adjustment row), as every balance change must go. */
export function credit(db: Db, userId: number, amount: number): Promise<number> {
  return db.transaction().execute((trx) => postLedgerEntry(trx, { user_id: userId, amount, kind: 'Adjustment', trip_id: null, bank_transfer_id: null, description: 'Test credit' }));
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  return (await db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow()).balance;
}

export async function ledgerSum(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(amount), 0)::bigint`.as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.total;
}

export const transferRow = (db: Db, id: number) => db.selectFrom('bank_transfers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const payoutDebits = (db: Db, transferId: number) => db.selectFrom('ledger_entries').selectAll().where('bank_transfer_id', '=', transferId).execute();

export const auditOf = (db: Db, transferId: number) =>
  db.selectFrom('audit_entries').selectAll().where('entity_type', '=', 'BankTransfer').where('entity_id', '=', String(transferId)).orderBy('id').execute();

/** Everything a refused request must leave as it was: payouts, ledger, balances, audit. */
export async function moneySnapshot(db: Db) {
  const [transfers, ledger, balances, audit] = await Promise.all([
    db.selectFrom('bank_transfers').selectAll().orderBy('id').execute(),
    db.selectFrom('ledger_entries').selectAll().orderBy('id').execute(),
    db.selectFrom('users').select(['id', 'balance']).orderBy('id').execute(),
    db.selectFrom('audit_entries').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { transfers, ledger, balances, audit: audit.count };
}

let tripTypeId: number | undefined;
const tripTypeIds = new WeakMap<Db, number>();

/** A completed trip of `driverId` (on one test trip type per database), for a settlement row to point at. */
export async function createTrip(db: Db, driverId: number, method: 'Cash' | 'Card', fare: number): Promise<number> {
  tripTypeId = tripTypeIds.get(db);
  if (tripTypeId === undefined) {
    tripTypeId = (
      await db
        .insertInto('trip_types')
        .values({
          type_name: `Money test ${Math.random().toString(36).slice(2)}`,
          description: 'For settlements',
          number_of_passengers: 4,
          system_percentage: 20,
          base_fare: 0,
          per_km_fare: 0,
          per_minute_fare: 0,
          cancellation_surcharge: 0,
          night_surcharge: 0,
          peak_time_surcharge: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    tripTypeIds.set(db, tripTypeId);
  }
  const start = new Date(Date.now() - 3_600_000);
  const trip = await db
    .insertInto('trips')
    .values({ driver_id: driverId, trip_type_id: tripTypeId, status: 5, payment_method: method, start_time: start, end_time: new Date(), fare, vehicle_snapshot: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return trip.id;
}
