import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/** Trips and ledger rows written straight to the tables, as any writer would (the triggers of migration 0022 must follow). */
export interface TripSeed {
  tripTypeId: number;
  driverId: number;
  start: string | Date;
  status?: number;
  method?: 'Cash' | 'Card';
  fare?: number;
}

export async function insertTrip(db: Db, { tripTypeId, driverId, start, status = 5, method = 'Card', fare = 0 }: TripSeed): Promise<number> {
  const row = await db
    .insertInto('trips')
    .values({ trip_type_id: tripTypeId, driver_id: driverId, status, payment_method: method, start_time: start, end_time: status >= 5 ? start : null, fare, vehicle_snapshot: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertLedger(db: Db, entry: { userId: number; kind: 'CardTripCredit' | 'CashTripCommission' | 'Payout' | 'Adjustment'; amount: number; tripId?: number; at?: string | Date }) {
  await db
    .insertInto('ledger_entries')
    .values({ user_id: entry.userId, kind: entry.kind, amount: entry.amount, trip_id: entry.tripId ?? null, bank_transfer_id: null, created_at: entry.at ?? new Date() })
    .execute();
}

/** The slots as kept (summed per slot), and as counted from scratch (insight_recount in a rolled-back transaction). */
const SLOT_SUMS = sql`
  SELECT slot, sum(trips_started)::int AS trips_started, sum(completed_cash)::int AS completed_cash, sum(completed_card)::int AS completed_card,
         sum(gross_cash)::bigint AS gross_cash, sum(gross_card)::bigint AS gross_card, sum(cancelled)::int AS cancelled,
         sum(fees_cash)::bigint AS fees_cash, sum(fees_card)::bigint AS fees_card, sum(card_credits)::bigint AS card_credits,
         sum(cash_commission)::bigint AS cash_commission, sum(payouts)::int AS payouts, sum(payouts_amount)::bigint AS payouts_amount
  FROM insight_slots GROUP BY slot
  HAVING (sum(trips_started), sum(completed_cash), sum(completed_card), sum(gross_cash), sum(gross_card), sum(cancelled), sum(fees_cash),
          sum(fees_card), sum(card_credits), sum(cash_commission), sum(payouts), sum(payouts_amount)) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  ORDER BY slot`;

export async function keptSlots(db: Db) {
  return (await SLOT_SUMS.execute(db)).rows;
}

/** What `read` answers after `change`, in a transaction rolled back after it (the database as it was). */
export async function inRolledBack<T>(db: Db, change: (trx: Db) => Promise<unknown>, read: (trx: Db) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      await change(trx);
      answer = await read(trx);
      throw new Error('roll back');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'roll back')) throw error;
    });
  return answer as T;
}

export const recountedSlots = (db: Db) => inRolledBack(db, (trx) => sql`SELECT insight_recount()`.execute(trx), keptSlots);

/** The days' rollup as kept (migration 0024), and as rebuilt from the folded slots. */
const DAYS = sql`
  SELECT to_char(day, 'YYYY-MM-DD') AS day, trips_started, completed_cash, completed_card, gross_cash::bigint, gross_card::bigint, cancelled,
         fees_cash::bigint, fees_card::bigint, card_credits::bigint, cash_commission::bigint, payouts, payouts_amount::bigint
  FROM insight_days
  WHERE (trips_started, completed_cash, completed_card, gross_cash, gross_card, cancelled, fees_cash, fees_card, card_credits,
         cash_commission, payouts, payouts_amount) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  ORDER BY day`;

export async function keptDays(db: Db) {
  return (await DAYS.execute(db)).rows;
}

export const rebuiltDays = (db: Db) => inRolledBack(db, (trx) => sql`SELECT insight_days_rebuild()`.execute(trx), keptDays);
