import { beforeEach, describe, expect, it } from 'vitest';
import {
  ClockTime, CONTROL_CHARACTERS_MESSAGE, CsvQuery, DEFAULT_PAGE_SIZE, EXPORT_LANGUAGES, Id, IdParams, IsoDateTime, Kurus, MAX_ID, MAX_PAGE_SIZE, PageQuery,
  PaginationInfo, Percent, PersonRef, SignedKurus, optionalQuery, parseSort, text,
} from '../src/common';
import { isDayRange } from '../src/days';
import { ApiError } from '../src/errors';
import { z } from 'zod';
import { accepts, expectShape, issuesOf, parsed } from './support/schema-checks';

describe('money and percent on the wire', () => {
  it('takes whole, non-negative kuruş', () => {
    expect(accepts(Kurus, 0)).toBe(true);
    expect(accepts(Kurus, 123_456)).toBe(true);
    expect(accepts(Kurus, -1)).toBe(false);
    expect(accepts(Kurus, 1.5)).toBe(false);
    expect(accepts(SignedKurus, -1)).toBe(true);
    expect(accepts(SignedKurus, -1.5)).toBe(false);
  });

  it('takes percentages 0 to 100 with at most two decimals', () => {
    for (const ok of [0, 0.01, 1.14, 12.5, 99.99, 100]) expect(accepts(Percent, ok), String(ok)).toBe(true);
    for (const bad of [-0.01, 100.01, 12.345, 0.001]) expect(accepts(Percent, bad), String(bad)).toBe(false);
    expect(issuesOf(Percent, 12.345)).toEqual([': Use at most 2 decimals']);
  });
});

describe('clock times', () => {
  it('are 24-hour HH:MM, from 00:00 to 23:59', () => {
    for (const ok of ['00:00', '06:00', '09:59', '10:00', '19:59', '20:00', '23:59']) expect(accepts(ClockTime, ok), ok).toBe(true);
    for (const bad of ['24:00', '23:60', '7:30', '07:3', '07:30:00', ' 07:30', '07:30 ', '0730', '', 'ab:cd', '30:00']) expect(accepts(ClockTime, bad), bad).toBe(false);
    expect(issuesOf(ClockTime, '24:00')).toEqual([': Use the 24-hour HH:MM format']);
    expect(accepts(IsoDateTime, '2026-01-15T19:30:00.000Z')).toBe(true);
  });
});

describe('text fields', () => {
  // Built inside each test: a schema built while the file loads would escape Stryker's mutants.
  let single = text({ max: 5 });
  let multi = text({ max: 5, multiline: true });
  beforeEach(() => {
    single = text({ max: 5 });
    multi = text({ max: 5, multiline: true });
  });

  it('trims, then bounds the length', () => {
    expect(parsed(single, '  abc  ')).toBe('abc');
    expect(parsed(single, '12345')).toBe('12345');
    expect(accepts(single, '123456')).toBe(false);
    expect(parsed(single, '  12345  ')).toBe('12345');
    expect(parsed(text({ max: 5, trim: false }), ' ab ')).toBe(' ab ');
    expect(accepts(text({ max: 5, trim: false }), ' abcd ')).toBe(false);
  });

  it('refuses control characters, keeps line breaks and tabs only in multi-line text', () => {
    for (const bad of ['a\u0000b', 'a\u001Fb', 'a\u007Fb', 'a\nb', 'a\tb', 'a\rb', '\uD800']) expect(issuesOf(single, bad), JSON.stringify(bad)).toEqual([`: ${CONTROL_CHARACTERS_MESSAGE}`]);
    for (const ok of ['a\nb', 'a\tb', 'a\r\nb']) expect(accepts(multi, ok), JSON.stringify(ok)).toBe(true);
    for (const bad of ['a\u0000b', 'a\u0008b', 'a\u000Bb', 'a\u000Cb', 'a\u000Eb', 'a\u001Fb', 'a\u007Fb', 'a\uDFFFb']) expect(accepts(multi, bad), JSON.stringify(bad)).toBe(false);
    expect(accepts(single, 'Ş😀ü')).toBe(true);
    expect(accepts(single, ' ~é')).toBe(true);
  });

  it('says what is wrong: the missing-value and too-long messages given', () => {
    const named = text({ max: 3, error: 'Name is required', tooLong: 'Name is too long' });
    expect(issuesOf(named, undefined)).toEqual([': Name is required']);
    expect(issuesOf(named, 'abcd')).toEqual([': Name is too long']);
    expect(accepts(text({ max: 3 }), 42)).toBe(false);
  });
});

describe('ids', () => {
  it('are plain positive decimal integers up to PostgreSQL integer', () => {
    expect(parsed(Id, '1')).toBe(1);
    expect(parsed(Id, String(MAX_ID))).toBe(MAX_ID);
    expect(parsed(IdParams, { id: '42' })).toEqual({ id: 42 });
    for (const bad of ['0', '01', '-1', '+1', ' 1', '1 ', '0x1', '1e3', '1.0', '', 'a', String(MAX_ID + 1), '1234567890123456', '12345678901234567']) {
      expect(accepts(Id, bad), bad).toBe(false);
    }
    expect(issuesOf(Id, '0x1')).toEqual([': must be a positive whole number']);
    expect(issuesOf(Id, String(MAX_ID + 1))).toEqual([`: must be at most ${MAX_ID}`]);
  });
});

describe('paging and CSV queries', () => {
  it('defaults to the first page of 10, JSON', () => {
    expect(parsed(PageQuery, {})).toEqual({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(MAX_PAGE_SIZE).toBe(100);
  });

  it('reads numbers from the query string, within bounds', () => {
    expect(parsed(PageQuery, { pageNumber: '3', pageSize: '100' })).toEqual({ pageNumber: 3, pageSize: 100 });
    expect(parsed(PageQuery, { pageSize: '1' }).pageSize).toBe(1);
    for (const bad of [{ pageNumber: '0' }, { pageNumber: '1.5' }, { pageNumber: 'x' }, { pageSize: '0' }, { pageSize: '101' }]) expect(accepts(PageQuery, bad), JSON.stringify(bad)).toBe(false);
  });

  it('takes format json or csv and a language, an empty value meaning none', () => {
    expect(parsed(CsvQuery, { format: 'csv', lang: 'tr' })).toEqual({ format: 'csv', lang: 'tr' });
    expect(parsed(CsvQuery, { format: 'json', lang: 'en' })).toEqual({ format: 'json', lang: 'en' });
    expect(parsed(CsvQuery, { format: '', lang: '' })).toEqual({});
    expect(accepts(CsvQuery, { format: 'xml' })).toBe(false);
    expect(accepts(CsvQuery, { lang: 'de' })).toBe(false);
    expect(EXPORT_LANGUAGES).toEqual(['en', 'tr']);
  });

  it('treats an empty optional query value as absent', () => {
    const query = optionalQuery(z.coerce.number().int());
    expect(parsed(query, '')).toBeUndefined();
    expect(parsed(query, undefined)).toBeUndefined();
    expect(parsed(query, '7')).toBe(7);
    expect(accepts(query, 'x')).toBe(false);
  });
});

describe('shared answer shapes', () => {
  it('pagination header, API error and person reference', () => {
    expectShape(PaginationInfo, { currentPage: 1, itemsPerPage: 10, totalItems: 31, totalPages: 4 });
    expectShape(ApiError, { message: 'Bad input', code: 'validation_failed', errors: { name: ['Name is required'] } }, ['errors']);
    expect(accepts(ApiError, { message: 'x', code: 'validation_failed', errors: { name: 'not a list' } })).toBe(false);
    expect(accepts(ApiError, { message: 'x', code: 'no.such_code' })).toBe(false);
    expectShape(PersonRef, { id: 1, firstName: 'Ayşe', lastName: 'Yılmaz', email: null, phoneNumber: null, address: null, photoUrl: null });
    expect(accepts(PersonRef, { id: null, firstName: 'A', lastName: 'B', email: 'a@b.co', phoneNumber: '1', address: 'x', photoUrl: '/p.svg' })).toBe(true);
  });
});

describe('list order and day ranges', () => {
  it('parseSort reads a key ascending, a leading - descending, and the fallback when no sort is given', () => {
    expect(parseSort<'name' | 'created'>('name', '-created')).toEqual({ key: 'name', direction: 'asc' });
    expect(parseSort<'name' | 'created'>('-name', 'created')).toEqual({ key: 'name', direction: 'desc' });
    expect(parseSort<'name' | 'created'>(undefined, '-created')).toEqual({ key: 'created', direction: 'desc' });
    expect(parseSort<'name' | 'created'>(undefined, 'created')).toEqual({ key: 'created', direction: 'asc' });
  });

  it('isDayRange: open at either end, or from on or before to', () => {
    expect(isDayRange(undefined, '2026-03-29')).toBe(true);
    expect(isDayRange('2026-03-29', undefined)).toBe(true);
    expect(isDayRange(undefined, undefined)).toBe(true);
    expect(isDayRange('2026-03-29', '2026-03-29')).toBe(true);
    expect(isDayRange('2026-03-30', '2026-03-29')).toBe(false);
  });
});
