import { sql } from 'kysely';
import type { PaymentMethod, PaymentStatus } from '@taxi/contract';
import type { Db } from '../../db/database';
import { type ListSpec, type PageRange, listPage } from '../../db/list-page';
import { dayEnd, dayStart } from '../../lib/operator-days';

/** The filters of the payments list (already normalised: status lower case, method capitalised). */
export interface PaymentsFilter {
  status?: PaymentStatus | undefined;
  paymentMethod?: PaymentMethod | undefined;
  /** One whole day on the operator's clock, YYYY-MM-DD. */
  paymentDate?: string | undefined;
  userId?: number | undefined;
}

export interface PaymentListRow {
  id: number;
  trip_id: number | null;
  user_id: number | null;
  provider_payment_id: string | null;
  amount: number;
  currency: string;
  status: string;
  payment_type: string;
  method: PaymentMethod;
  card_brand: string | null;
  card_last4: string | null;
  date_created: Date;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

const COLUMNS = [
  'p.id',
  'p.trip_id',
  'p.user_id',
  'p.provider_payment_id',
  'p.amount',
  'p.currency',
  'p.status',
  'p.payment_type',
  'p.method',
  'p.card_brand',
  'p.card_last4',
  'p.date_created',
  'u.first_name',
  'u.last_name',
  'u.email',
] as const;

function listed(db: Db, filter: PaymentsFilter, timeZone: string) {
  let query = db.selectFrom('payments as p').leftJoin('users as u', 'u.id', 'p.user_id');
  if (filter.status) query = query.where('p.status', '=', filter.status);
  if (filter.paymentMethod) query = query.where('p.method', '=', filter.paymentMethod);
  if (filter.userId !== undefined) query = query.where('p.user_id', '=', filter.userId);
  if (filter.paymentDate) {
    query = query.where('p.date_created', '>=', dayStart(filter.paymentDate, timeZone)).where('p.date_created', '<', dayEnd(filter.paymentDate, timeZone));
  }
  return query;
}

/** The payments list: newest first (date, then id). */
export function paymentsList(db: Db, filter: PaymentsFilter, timeZone: string): ListSpec {
  const filtered = listed(db, filter, timeZone);
  return { filtered, selected: filtered.select(COLUMNS), keys: ['p.date_created', 'p.id'] };
}

/** One page of payments and how many match (db/list-page.ts: exact up to the cap). */
export const listPayments = (db: Db, filter: PaymentsFilter, timeZone: string, page: PageRange) =>
  listPage<PaymentListRow>(db, paymentsList(db, filter, timeZone), page);

/** The payments after `after` in the list's order, for the CSV export in keyset batches. */
export async function listPaymentsAfter(db: Db, filter: PaymentsFilter, timeZone: string, after: { keyset: string; id: number } | undefined, limit: number) {
  let query = listed(db, filter, timeZone)
    .select(COLUMNS)
    .select(sql<string>`p.date_created::text`.as('keyset'));
  if (after) query = query.where(sql<boolean>`(p.date_created, p.id) < (${after.keyset}::timestamptz, ${after.id})`);
  return (await query.orderBy('p.date_created', 'desc').orderBy('p.id', 'desc').limit(limit).execute()) as (PaymentListRow & { keyset: string })[];
}
