import { localDateTime } from '@taxi/contract';
import type { Random } from '../lib/random';
import { HOUR_MS, localMidnight } from './demo-clock';
import { weightedPicker } from './weighted-picker';

/** Relative demand by local hour: quiet before dawn, morning and evening rush, busy evenings. */
const HOUR_WEIGHTS = [3, 2, 1.5, 1, 0.8, 1, 2, 5, 7, 5, 4, 4, 4.5, 4.5, 4, 4.5, 5, 7, 7.5, 6, 5.5, 5.5, 5, 4] as const;
const FRIDAY = 5;
const SATURDAY = 6;

/** Friday and Saturday nights are busier; the business grows a little over the period. */
function bucketWeight(weekday: number, hour: number, daysBack: number, days: number): number {
  const weekendNight = (weekday === FRIDAY || weekday === SATURDAY) && (hour >= 21 || hour < 3);
  const growth = 1 + (0.3 * (days - daysBack)) / days;
  return (HOUR_WEIGHTS[hour] ?? 1) * (weekendNight ? 1.5 : 1) * growth;
}

/**
 * Draws trip start times over the last `days` days, never later than `latest`, with the demand
 * profile above read on the operator's clock (`timeZone`): hour buckets follow the local hours,
 * 23 or 25 of them on the days summer time starts or ends.
 */
export function tripStartSampler(now: Date, days: number, latest: Date, timeZone: string): (random: Random) => Date {
  const buckets: { start: number; weight: number }[] = [];
  for (let daysBack = days - 1; daysBack >= 0; daysBack--) {
    const dayEnd = localMidnight(now, daysBack - 1, timeZone).getTime();
    for (let start = localMidnight(now, daysBack, timeZone).getTime(); start < dayEnd; start += HOUR_MS) {
      if (start + HOUR_MS > latest.getTime()) continue;
      const local = localDateTime(new Date(start), timeZone);
      buckets.push({ start, weight: bucketWeight(local.weekday, local.hour, daysBack, days) });
    }
  }
  const pickBucket = weightedPicker(buckets, (bucket) => bucket.weight);
  return (random) => new Date(pickBucket(random).start + random.int(0, 3599) * 1000);
}
