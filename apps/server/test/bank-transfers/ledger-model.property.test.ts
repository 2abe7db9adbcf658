import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleTripPayment } from '../../src/modules/ledger/ledger.service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { balanceOf, createTrip, credit, ledgerSum } from './money-records';

/**
 * Model-based property test of the money rules: random interleavings of payout requests (the
 * driver API), admin decisions (the admin API) and trip settlements (the ledger service, as trips
 * complete) run against the real app and against a plain model written from DESIGN.md §5 alone.
 * After every step each driver's balance equals the sum of their ledger rows and the model's
 * balance, and every payout has the model's status. MONEY_MODEL_RUNS sets the number of runs (default 20).
 */
const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? 20);
const DRIVERS = 3;

type Op =
  /** `amount` is a share of what the model says is available (so most requests are near the limit), or a raw amount. */
  | { kind: 'request'; driver: number; amount: { share: number } | { raw: number } }
  | { kind: 'decide'; payout: number; to: number; reason: string | null }
  | { kind: 'settle'; driver: number; method: 'Cash' | 'Card'; fare: number; percent: number };

const amount = fc.oneof(
  { weight: 6, arbitrary: fc.record({ share: fc.double({ min: 0.05, max: 1.2, noNaN: true }) }) },
  { weight: 1, arbitrary: fc.record({ raw: fc.constantFrom(0, -1, -5_000, 1, 1_000_000_000) }) },
);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('request' as const), driver: fc.nat(DRIVERS - 1), amount }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      payout: fc.nat(50),
      to: fc.integer({ min: 0, max: 3 }),
      reason: fc.constantFrom(null, '', '   ', 'Wrong IBAN'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      driver: fc.nat(DRIVERS - 1),
      method: fc.constantFrom('Cash' as const, 'Card' as const),
      fare: fc.integer({ min: 0, max: 150_000 }),
      percent: fc.integer({ min: 0, max: 100 }),
    }),
  },
);

/** The plain model: balances and payouts, from DESIGN.md §5 alone (no code of the app). */
interface ModelPayout {
  id: number;
  driver: number;
  amount: number;
  status: number;
}
class Model {
  balances = Array.from({ length: DRIVERS }, () => 0);
  payouts: ModelPayout[] = [];

  available(driver: number) {
    const open = this.payouts.filter((payout) => payout.driver === driver && payout.status <= 1).reduce((sum, payout) => sum + payout.amount, 0);
    return this.balances[driver]! - open;
  }

  /** The expected HTTP status of a request. */
  request(driver: number, amount: number): 201 | 400 {
    return amount >= 1 && amount <= this.available(driver) ? 201 : 400;
  }

  decide(payout: ModelPayout, to: number, reason: string | null): 200 | 400 | 409 {
    if (to === 3 && !reason?.trim()) return 400;
    const allowed = (payout.status === 0 && (to === 1 || to === 2)) || (payout.status === 1 && (to === 2 || to === 3));
    if (!allowed) return 409;
    if (to === 2) {
      if (this.balances[payout.driver]! < payout.amount) return 409;
      this.balances[payout.driver]! -= payout.amount;
    }
    payout.status = to;
    return 200;
  }

  /** Card: + fare less the company's share; cash: − the company's share; the share rounded half up to whole kuruş. */
  settle(driver: number, method: 'Cash' | 'Card', fare: number, percent: number) {
    const share = Math.round((fare * percent) / 100);
    this.balances[driver]! += method === 'Card' ? fare - share : -share;
  }
}

describe(`the ledger against a plain model on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('random interleavings of requests, decisions and settlements keep every balance equal to its ledger sum and to the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 30 }), async (ops) => {
        const drivers = await Promise.all(Array.from({ length: DRIVERS }, () => createUser(t.db, 'Driver')));
        const model = new Model();
        // every driver starts with one card trip settled, so there is something to ask for
        const prelude: Op[] = drivers.map((_, driver) => ({ kind: 'settle', driver, method: 'Card', fare: 50_000, percent: 20 }));
        for (const step of [...prelude, ...ops]) {
          if (step.kind === 'request') {
            const requested = 'raw' in step.amount ? step.amount.raw : Math.max(1, Math.ceil(model.available(step.driver) * step.amount.share));
            const expected = model.request(step.driver, requested);
            const res = await t.injectAs(drivers[step.driver]!, { method: 'POST', url: '/api/driver/payouts', payload: { amount: requested } });
            expect(res.statusCode, JSON.stringify({ ...step, requested })).toBe(expected);
            if (expected === 201) model.payouts.push({ id: res.json().bankTransferId, driver: step.driver, amount: requested, status: 0 });
          } else if (step.kind === 'decide') {
            // mostly one of the latest payouts, so each gets several decisions
            const payout = model.payouts[model.payouts.length - 1 - (step.payout % Math.min(Math.max(model.payouts.length, 1), 3))];
            if (!payout) continue;
            const expected = model.decide(payout, step.to, step.reason);
            const res = await t.injectAs('admin', {
              method: 'PATCH',
              url: `/api/bankTransfers/UpdateBankTransferStatus/${payout.id}`,
              payload: { status: step.to, rejectedReason: step.reason },
            });
            expect(res.statusCode, JSON.stringify(step)).toBe(expected);
          } else {
            const driver = drivers[step.driver]!;
            const tripId = await createTrip(t.db, driver.id, step.method, step.fare);
            await settleTripPayment(t.db, { tripId, driverId: driver.id, method: step.method, fare: step.fare, systemPercentage: step.percent });
            model.settle(step.driver, step.method, step.fare, step.percent);
          }
          for (const [index, driver] of drivers.entries()) {
            const balance = await balanceOf(t.db, driver.id);
            expect(balance, `driver ${index} after ${JSON.stringify(step)}`).toBe(model.balances[index]);
            expect(await ledgerSum(t.db, driver.id)).toBe(balance);
          }
        }
        const stored = await t.db.selectFrom('bank_transfers').select(['id', 'status']).where('user_id', 'in', drivers.map((driver) => driver.id)).orderBy('id').execute();
        expect(stored).toEqual(model.payouts.map((payout) => ({ id: payout.id, status: payout.status })));
        const debits = await t.db.selectFrom('ledger_entries').select(['bank_transfer_id', 'amount']).where('kind', '=', 'Payout').where('user_id', 'in', drivers.map((driver) => driver.id)).orderBy('bank_transfer_id').execute();
        expect(debits).toEqual(model.payouts.filter((payout) => payout.status === 2).map((payout) => ({ bank_transfer_id: payout.id, amount: -payout.amount })));
      }),
      { numRuns: RUNS },
    );
  }, 300_000);

  it('a trip is settled once: the second settlement of the same trip is 409 and moves nothing', async () => {
    const driver = await createUser(t.db, 'Driver');
    const tripId = await createTrip(t.db, driver.id, 'Card', 10_000);
    expect(await settleTripPayment(t.db, { tripId, driverId: driver.id, method: 'Card', fare: 10_000, systemPercentage: 20 })).toBe(8_000);
    await expect(settleTripPayment(t.db, { tripId, driverId: driver.id, method: 'Card', fare: 10_000, systemPercentage: 20 })).rejects.toMatchObject({ statusCode: 409 });
    expect(await balanceOf(t.db, driver.id)).toBe(8_000);
    expect(await ledgerSum(t.db, driver.id)).toBe(8_000);
  });

  it('a settlement that moves nothing (a zero fare, or a cash trip at 0 % commission) writes no ledger row', async () => {
    const driver = await createUser(t.db, 'Driver');
    await credit(t.db, driver.id, 1_234);
    for (const [method, fare, percent] of [['Card', 0, 20], ['Cash', 0, 20], ['Cash', 10_000, 0]] as const) {
      const tripId = await createTrip(t.db, driver.id, method, fare);
      expect(await settleTripPayment(t.db, { tripId, driverId: driver.id, method, fare, systemPercentage: percent })).toBe(1_234);
      expect(await t.db.selectFrom('ledger_entries').select('id').where('trip_id', '=', tripId).execute()).toEqual([]);
    }
    expect(await balanceOf(t.db, driver.id)).toBe(1_234);
    expect(await ledgerSum(t.db, driver.id)).toBe(1_234);
  });

  it('settling for an unknown or deleted driver is 404 and writes nothing', async () => {
    const driver = await createUser(t.db, 'Driver');
    const tripId = await createTrip(t.db, driver.id, 'Card', 10_000);
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', driver.id).execute();
    await expect(settleTripPayment(t.db, { tripId, driverId: driver.id, method: 'Card', fare: 10_000, systemPercentage: 20 })).rejects.toMatchObject({ statusCode: 404, message: 'Driver not found' });
    expect(await ledgerSum(t.db, driver.id)).toBe(0);
  });
});
