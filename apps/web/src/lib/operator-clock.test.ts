import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format';
import { operatorDay, operatorTimeZone, setOperatorTimeZone } from './operator-clock';

// The browser is elsewhere (as Playwright's Europe/Istanbul is, or an admin abroad): its zone must never show.
const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = browserZone;
  setOperatorTimeZone('Asia/Famagusta');
});

describe("one clock: dates and times on the operator's clock (Asia/Famagusta), not the browser's", () => {
  it('runs in a browser zone that differs from the operator’s', () => {
    expect(new Date('2026-01-15T12:00:00Z').getHours()).toBe(7);
    expect(operatorTimeZone()).toBe('Asia/Famagusta');
  });

  it.each([
    ['winter (UTC+2)', '2026-01-15T14:41:00Z', '15 Jan 2026, 16:41', '15 Oca 2026 16:41'],
    ['summer (UTC+3)', '2025-09-17T13:41:00Z', '17 Sept 2025, 16:41', '17 Eyl 2025 16:41'],
    ['just before the spring change (last Sunday of March, 03:00 becomes 04:00)', '2026-03-29T00:59:00Z', '29 Mar 2026, 02:59', '29 Mar 2026 02:59'],
    ['just after the spring change', '2026-03-29T01:00:00Z', '29 Mar 2026, 04:00', '29 Mar 2026 04:00'],
    ['the first 03:30 of the autumn change (last Sunday of October, 04:00 becomes 03:00)', '2026-10-25T00:30:00Z', '25 Oct 2026, 03:30', '25 Eki 2026 03:30'],
    ['the second 03:30 of the autumn change', '2026-10-25T01:30:00Z', '25 Oct 2026, 03:30', '25 Eki 2026 03:30'],
    ['local midnight, still the previous day in UTC', '2026-01-31T22:00:00Z', '1 Feb 2026, 00:00', '1 Şub 2026 00:00'],
  ])('%s', (_when, iso, english, turkish) => {
    expect(formatDateTime(iso, 'en')).toBe(english);
    expect(formatDateTime(iso, 'tr')).toBe(turkish);
    expect(formatTime(iso, 'en')).toBe(english.slice(-5));
  });

  it('shows an approved-until moment (23:59:59.999 on the operator’s clock) as the day picked, in winter and summer', () => {
    expect(formatDate('2026-03-01T21:59:59.999Z', 'en')).toBe('1 Mar 2026');
    expect(formatDate('2026-03-01T21:59:59.999Z', 'tr')).toBe('1 Mar 2026');
    expect(formatDate('2026-09-17T20:59:59.999Z', 'tr')).toBe('17 Eyl 2026');
    expect(formatDate('2026-03-29T20:59:59.999Z', 'en')).toBe('29 Mar 2026');
    expect(formatDate('2026-10-25T21:59:59.999Z', 'en')).toBe('25 Oct 2026');
  });

  it('follows the zone the server names', () => {
    setOperatorTimeZone('Europe/London');
    expect(formatDateTime('2026-07-01T12:00:00Z', 'en')).toBe('1 Jul 2026, 13:00');
    setOperatorTimeZone('Asia/Famagusta');
    expect(formatDateTime('2026-07-01T12:00:00Z', 'en')).toBe('1 Jul 2026, 15:00');
  });

  it('writes nothing for no moment or a broken one', () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it("gives the date pickers the operator's days: tomorrow after local midnight is already the next day", () => {
    // 00:30 on 2 March in Famagusta, 22:30 on 1 March in UTC and 17:30 in New York.
    const justAfterMidnight = new Date('2026-03-01T22:30:00Z');
    expect(operatorDay(0, justAfterMidnight)).toBe('2026-03-02');
    expect(operatorDay(1, justAfterMidnight)).toBe('2026-03-03');
    expect(operatorDay(1, new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });
});
