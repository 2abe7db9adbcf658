import { describe, expect, it } from 'vitest';
import { compactLira, dayLabel, formatFigure, hourLabel, weekdayName } from './chart-format';

describe('chart labels', () => {
  it('read the operator days as calendar days in the interface language', () => {
    expect(dayLabel('2026-10-25', 'en')).toBe('25 Oct');
    expect(dayLabel('2026-10-25', 'tr')).toBe('25 Eki');
    expect(weekdayName('2026-10-25', 'en')).toBe('Sunday');
    expect(weekdayName('2026-10-25', 'tr')).toBe('Pazar');
    expect(hourLabel(7)).toBe('07:00');
  });

  it('write numbers and lira the Turkish way in tr', () => {
    expect(formatFigure(1234.5, 'en')).toBe('1,234.5');
    expect(formatFigure(1234.5, 'tr')).toBe('1.234,5');
    expect(compactLira(123_456_00, 'en')).toMatch(/^₺123\.5K$/);
    expect(compactLira(123_456_00, 'tr')).toMatch(/^₺123,5\s?B$/);
  });
});
