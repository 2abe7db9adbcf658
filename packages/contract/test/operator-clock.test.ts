import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_TIME_ZONE, instantAtLocal, isTimeZone, localClock, localDateTime, zoneOffsetMs } from '../src/operator-clock';

const HOUR = 3_600_000;
const iso = (date: Date) => date.toISOString();

describe('the operator clock', () => {
  it('defaults to Northern Cyprus, which keeps EU summer time', () => {
    expect(DEFAULT_OPERATOR_TIME_ZONE).toBe('Asia/Famagusta');
  });

  it('knows IANA names and refuses anything else', () => {
    for (const name of ['Asia/Famagusta', 'Europe/Istanbul', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT-3']) expect(isTimeZone(name), name).toBe(true);
    for (const name of ['', 'Mars/Olympus', '+03:00', 'asia famagusta', '/Asia/Famagusta', '3']) expect(isTimeZone(name), name).toBe(false);
  });

  it('reads local clock times: 2026-01-15T19:30Z is 21:30 in Lefkoşa, 22:30 in Istanbul', () => {
    const instant = new Date('2026-01-15T19:30:00Z');
    expect(localClock(instant, 'Asia/Famagusta')).toBe('21:30');
    expect(localClock(instant, 'Europe/Istanbul')).toBe('22:30');
    expect(localClock(new Date('2026-01-15T22:05:00Z'), 'Asia/Famagusta')).toBe('00:05');
    expect(localClock(new Date('2026-01-15T07:09:00Z'), 'UTC')).toBe('07:09');
  });

  it('gives the whole local date and time, weekday included', () => {
    expect(localDateTime(new Date('2026-01-15T22:05:09Z'), 'Asia/Famagusta')).toEqual({ year: 2026, month: 1, day: 16, hour: 0, minute: 5, second: 9, weekday: 5 });
    expect(localDateTime(new Date('2026-03-29T01:00:00Z'), 'Asia/Famagusta')).toEqual({ year: 2026, month: 3, day: 29, hour: 4, minute: 0, second: 0, weekday: 0 });
  });

  it('answers as Intl does at any instant, also around summer-time changes and in zones a few minutes off the hour', () => {
    const intl = (instant: Date, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' }).formatToParts(instant);
      const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
      const [year, month, day] = [part('year'), part('month'), part('day')];
      return { year, month, day, hour: part('hour'), minute: part('minute'), second: part('second'), weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
    };
    const zones = ['Asia/Famagusta', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns', 'Africa/Monrovia', 'UTC'];
    const around = [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1), Date.UTC(2026, 3, 5, 15), Date.UTC(2026, 8, 26, 14, 45), Date.UTC(1971, 11, 31, 23), Date.UTC(1960, 0, 1)];
    for (const timeZone of zones) {
      for (const base of around) {
        for (const offset of [-60_001, -1, 0, 1, 999, 59_999, 60_000, 90_500, 3_600_000]) {
          const instant = new Date(base + offset);
          expect(localDateTime(instant, timeZone), `${timeZone} ${instant.toISOString()}`).toEqual(intl(instant, timeZone));
        }
      }
    }
  });

  it('has the offset of the season, changing at 01:00Z on the last Sundays of March and October', () => {
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00Z'), 'Asia/Famagusta')).toBe(2 * HOUR);
    expect(zoneOffsetMs(new Date('2026-03-29T00:59:59Z'), 'Asia/Famagusta')).toBe(2 * HOUR);
    expect(zoneOffsetMs(new Date('2026-03-29T01:00:00Z'), 'Asia/Famagusta')).toBe(3 * HOUR);
    expect(zoneOffsetMs(new Date('2026-10-25T00:59:59.999Z'), 'Asia/Famagusta')).toBe(3 * HOUR);
    expect(zoneOffsetMs(new Date('2026-10-25T01:00:00Z'), 'Asia/Famagusta')).toBe(2 * HOUR);
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00.500Z'), 'Europe/Istanbul')).toBe(3 * HOUR);
    expect(zoneOffsetMs(new Date('1969-12-31T23:59:59.500Z'), 'UTC')).toBe(0);
  });

  it('finds the instant of a local time on either side of a change', () => {
    expect(iso(instantAtLocal(2026, 1, 15, 22 * 60, 'Asia/Famagusta'))).toBe('2026-01-15T20:00:00.000Z');
    expect(iso(instantAtLocal(2026, 7, 15, 22 * 60, 'Asia/Famagusta'))).toBe('2026-07-15T19:00:00.000Z');
    expect(iso(instantAtLocal(2026, 3, 29, 0, 'Asia/Famagusta'))).toBe('2026-03-28T22:00:00.000Z');
    expect(iso(instantAtLocal(2026, 3, 30, 0, 'Asia/Famagusta'))).toBe('2026-03-29T21:00:00.000Z');
    expect(iso(instantAtLocal(2026, 10, 25, 0, 'Asia/Famagusta'))).toBe('2026-10-24T21:00:00.000Z');
    expect(iso(instantAtLocal(2026, 10, 26, 0, 'Asia/Famagusta'))).toBe('2026-10-25T22:00:00.000Z');
    // Days overflow like Date.UTC: 2026-01-32 is 2026-02-01.
    expect(iso(instantAtLocal(2026, 1, 32, 6 * 60 + 30, 'Asia/Famagusta'))).toBe('2026-02-01T04:30:00.000Z');
  });

  it('puts a time skipped in spring after the gap, and a repeated autumn time on its second pass', () => {
    expect(iso(instantAtLocal(2026, 3, 29, 3 * 60 + 30, 'Asia/Famagusta'))).toBe('2026-03-29T01:30:00.000Z'); // reads 04:30
    expect(iso(instantAtLocal(2026, 10, 25, 3 * 60 + 30, 'Asia/Famagusta'))).toBe('2026-10-25T01:30:00.000Z');
  });
});
