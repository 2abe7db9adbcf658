import type { Generated } from 'kysely';
import type { Timestamp } from './schema';

// The insight tables (issue 27, migrations 0022 and 0024): only modules/insight and its triggers use them.

/** The summed figures a slot and a day hold alike (counts, and money in kuruş). */
export interface InsightSums {
  trips_started: Generated<number>;
  completed_cash: Generated<number>;
  completed_card: Generated<number>;
  gross_cash: Generated<number>;
  gross_card: Generated<number>;
  cancelled: Generated<number>;
  fees_cash: Generated<number>;
  fees_card: Generated<number>;
  card_credits: Generated<number>;
  cash_commission: Generated<number>;
  payouts: Generated<number>;
  payouts_amount: Generated<number>;
}

/** Quarter hours of trips and ledger money (migration 0022, written by triggers only; folded by the insight job). */
export interface InsightSlotsTable extends InsightSums {
  id: Generated<number>;
  slot: Timestamp;
  folded: Generated<boolean>;
}

/** Per day on the clock of insight_days_zone.zone: the sums of the folded slots (migration 0024, written by the fold only). */
export interface InsightDaysTable extends InsightSums {
  /** a date (no time): node-postgres reads it as a Date at this process's local midnight, so read it with to_char */
  day: Timestamp;
}

/** The one row naming the zone insight_days is of (NULL: none yet; migration 0024). */
export interface InsightDaysZoneTable {
  only_row: Generated<boolean>;
  zone: string | null;
}

/** The connected drivers' count, sampled by the insight job (migration 0022). */
export interface OnlineDriverSamplesTable {
  sampled_at: Timestamp;
  online: number;
}
