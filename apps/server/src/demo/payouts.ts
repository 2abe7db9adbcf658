import { TransferStatus, formatTry } from '@taxi/contract';
import type { Insertable } from 'kysely';
import type { BankTransfersTable } from '../db/schema';
import type { Random } from '../lib/random';
import { DAY_MS, HOUR_MS, byTime, earliest, plus } from './demo-clock';
import type { DemoContext, DemoDriver } from './demo-types';
import { type LedgerRow, balanceAt } from './ledger';

export interface PlannedPayout {
  id: number;
  row: Insertable<BankTransfersTable> & { id: number; user_id: number; amount: number; status: TransferStatus; date_created: Date };
  /** The debit of a completed payout. */
  debit: LedgerRow | null;
}

const MINIMUM_PAYOUT = 30_000; // ₺300
const RECENT_MS = 5 * DAY_MS;
/** Why an admin rejects a payout whose completion the API refused (409: the balance no longer covers it). */
const UNCOVERED_REASON = 'The balance no longer covers this amount: cash commissions were debited after the request';
const REJECTION_REASONS = [
  "The IBAN does not match the account holder's name",
  'The bank account details are incomplete',
  'Unpaid cash commissions must be settled first',
  'Duplicate request: an earlier payout already covers this amount',
];

/**
 * What the admin does with a request, as the API lets them: completing needs the balance to cover
 * the amount when it completes (bank-transfers.service.ts answers 409 otherwise: cash commissions
 * may have been debited since the request), so such a payout is rejected with that reason.
 */
function decide(random: Random, requestedAt: Date, now: Date, amount: number, ledger: readonly LedgerRow[]): { status: TransferStatus; decidedAt: Date; reason: string | null } {
  const recent = now.getTime() - requestedAt.getTime() < RECENT_MS;
  const status = recent
    ? random.weighted([TransferStatus.Pending, TransferStatus.InProgress, TransferStatus.Rejected], (s) => ({ 0: 55, 1: 35, 3: 10 })[s])
    : random.chance(0.88) ? TransferStatus.Completed : TransferStatus.Rejected;
  const delay = status === TransferStatus.Pending ? 0 : random.int(1, recent ? 20 : 48) * HOUR_MS;
  const decidedAt = earliest(plus(requestedAt, delay), now);
  if (status === TransferStatus.Completed && balanceAt(ledger, decidedAt) < amount) return { status: TransferStatus.Rejected, decidedAt, reason: UNCOVERED_REASON };
  return { status, decidedAt, reason: status === TransferStatus.Rejected ? random.pick(REJECTION_REASONS) : null };
}

/**
 * Payout requests of one driver: every 6–16 days, when the balance is at least ₺300, the driver
 * asks for 60–100 % of it (whole lira). Requests older than five days were completed (88 %) or
 * rejected with a reason; recent ones wait (Pending, In Progress) or were rejected. A driver has at
 * most one open request, and it is the last one. A completed payout is debited once, when it completed,
 * and only when the balance then covers it (as the API requires).
 */
function planDriverPayouts(context: DemoContext, driver: DemoDriver, settlements: readonly LedgerRow[]): PlannedPayout[] {
  const { random, now } = context;
  const first = settlements[0];
  if (!first) return [];
  const account = random.string('0123456789', 4);
  const ledger = [...settlements];
  const payouts: PlannedPayout[] = [];
  for (let at = plus(first.created_at, random.int(5, 12) * DAY_MS); at < now; at = plus(at, random.int(6, 16) * DAY_MS + random.int(0, 23) * HOUR_MS)) {
    const balance = balanceAt(ledger, at);
    if (balance < MINIMUM_PAYOUT) continue;
    const amount = Math.floor((balance * random.float(0.6, 1)) / 100) * 100;
    const { status, decidedAt, reason } = decide(random, at, now, amount, ledger);
    const payout: PlannedPayout = {
      id: 0,
      row: {
        id: 0,
        user_id: driver.id,
        amount,
        description: `Payout of ${formatTry(amount)} to ${driver.bank}, account ending ${account}`,
        status,
        rejected_reason: reason,
        date_created: at,
        last_modified_date: decidedAt,
      },
      debit: null,
    };
    if (status === TransferStatus.Completed) {
      payout.debit = { user_id: driver.id, amount: -amount, kind: 'Payout', trip_id: null, bank_transfer_id: null, description: payout.row.description ?? '', created_at: decidedAt };
      ledger.push(payout.debit);
    }
    payouts.push(payout);
    if (status === TransferStatus.Pending || status === TransferStatus.InProgress) break;
  }
  return payouts;
}

/** Every driver's payouts, driver after driver; `settlementsOf` gives a driver's trip settlements. */
export function planPayouts(context: DemoContext, drivers: readonly DemoDriver[], settlementsOf: (driverId: number) => LedgerRow[]): PlannedPayout[] {
  return drivers.flatMap((driver) => planDriverPayouts(context, driver, settlementsOf(driver.id).sort(byTime((row) => row.created_at))));
}
