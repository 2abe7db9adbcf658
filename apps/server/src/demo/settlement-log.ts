import { type LedgerRow, type SettledTrip, settlementOf } from './ledger';
import type { PaymentRow } from './payments';

/**
 * The trip settlements of the demo in payment order, kept as a few numbers each (about 50 bytes
 * instead of a row object and its description): a million of them fit in tens of megabytes. The
 * payouts read each driver's settlements; the ledger reads them all, in order, once the payouts
 * are known. Each row is rebuilt by `settlementOf`, the rule that decided it.
 */
export class SettlementLog {
  private readonly tripIds: number[] = [];
  private readonly driverIds: number[] = [];
  private readonly cards: boolean[] = [];
  private readonly amounts: number[] = [];
  private readonly percentages: number[] = [];
  private readonly times: number[] = [];

  /** Records what `payment` settles, if anything. */
  record(payment: PaymentRow, trip: SettledTrip): void {
    if (!settlementOf(payment, trip)) return;
    this.tripIds.push(trip.id);
    this.driverIds.push(trip.driverId);
    this.cards.push(payment.method === 'Card');
    this.amounts.push(payment.amount);
    this.percentages.push(trip.systemPercentage);
    this.times.push(payment.date_created.getTime());
  }

  get length(): number {
    return this.tripIds.length;
  }

  /** When the i-th settlement happened (ms). */
  timeAt(index: number): number {
    return this.times[index] ?? 0;
  }

  /** The i-th settlement as a ledger row. */
  rowAt(index: number): LedgerRow {
    const payment = { status: 'succeeded', method: this.cards[index] ? 'Card' : 'Cash', amount: this.amounts[index] ?? 0, date_created: new Date(this.timeAt(index)) } as const;
    const row = settlementOf(payment, { id: this.tripIds[index] ?? 0, driverId: this.driverIds[index] ?? 0, systemPercentage: this.percentages[index] ?? 0 });
    if (!row) throw new Error('a recorded settlement settles nothing');
    return row;
  }

  /** Each driver's settlements as rows, in time order. */
  byDriver(): (driverId: number) => LedgerRow[] {
    const indexes = new Map<number, number[]>();
    this.driverIds.forEach((driverId, index) => {
      const list = indexes.get(driverId);
      if (list) list.push(index);
      else indexes.set(driverId, [index]);
    });
    return (driverId) => (indexes.get(driverId) ?? []).map((index) => this.rowAt(index));
  }
}
