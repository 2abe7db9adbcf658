/**
 * The operator's clock (DESIGN.md §5): wall-clock time in one IANA time zone, `OPERATOR_TIME_ZONE`
 * on the server. Northern Cyprus keeps EU summer time (Asia/Famagusta: UTC+2 in winter, UTC+3 in
 * summer), so no fixed offset is right all year: every conversion goes through Intl.
 */
export const DEFAULT_OPERATOR_TIME_ZONE = 'Asia/Famagusta';

/** A wall-clock date and time in the operator's zone; month 1–12, weekday 0 Sunday … 6 Saturday. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Whether `name` is a time zone this runtime knows: an IANA name (`Asia/Famagusta`, `UTC`). Node 20's
 * Intl refuses anything else (`+03:00`, `Mars/Olympus`, ''); newer runtimes also take UTC offsets.
 */
export function isTimeZone(name: string): boolean {
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date and time of an instant in `timeZone`, read through Intl (about 5–30 µs). */
function formattedDateTime(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, number> = {};
  // The separators ("/", ", ", ":") land under "literal" and are never read.
  for (const part of formatterOf(timeZone).formatToParts(instant)) parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

const MINUTE_MS = 60_000;
/** Minutes remembered per zone before the memory starts again (a few hundred kilobytes at most). */
const REMEMBERED_MINUTES = 4096;
const minutesByZone = new Map<string, Map<number, LocalDateTime>>();

/**
 * The wall-clock date and time of an instant in `timeZone`. The answer at the start of each UTC
 * minute is remembered (the demo seed reads millions of trip starts, in order): within a minute
 * only the seconds move, as long as the zone's offset is whole minutes, which the remembered
 * answer shows (second 0), and changes only on a minute, as every zone's does since 1972.
 */
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) return formattedDateTime(instant, timeZone);
  const minute = Math.floor(ms / MINUTE_MS);
  let minutes = minutesByZone.get(timeZone);
  let start = minutes?.get(minute);
  if (!start) {
    start = formattedDateTime(new Date(minute * MINUTE_MS), timeZone);
    if (!minutes || minutes.size >= REMEMBERED_MINUTES) minutesByZone.set(timeZone, (minutes = new Map()));
    minutes.set(minute, start);
  }
  if (start.second !== 0) return formattedDateTime(instant, timeZone);
  return { ...start, second: Math.floor((ms - minute * MINUTE_MS) / 1000) };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The operator's clock time of an instant, `HH:MM`. */
export function localClock(instant: Date, timeZone: string): string {
  const { hour, minute } = localDateTime(instant, timeZone);
  return `${pad(hour)}:${pad(minute)}`;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms (Asia/Famagusta: 2 h or 3 h). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const local = localDateTime(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - (instant.getTime() - (((instant.getTime() % 1000) + 1000) % 1000));
}

/**
 * The instant at which `timeZone`'s wall clock shows the given date and time (month 1–12; days and
 * minutes may overflow, as with Date.UTC). A time skipped by a spring-forward change lands after it.
 */
export function instantAtLocal(year: number, month: number, day: number, minutesOfDay: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minutesOfDay);
  const first = wall - zoneOffsetMs(new Date(wall), timeZone);
  return new Date(wall - zoneOffsetMs(new Date(first), timeZone));
}
