import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from '../../src/plugins/csv-export';

describe('csvField (RFC 4180, formula-safe)', () => {
  it('leaves plain values alone and writes numbers, booleans and dates as such', () => {
    expect(csvField('Comfort')).toBe('Comfort');
    expect(csvField(12)).toBe('12');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(new Date('2026-11-22T04:00:00Z'))).toBe('2026-11-22T04:00:00.000Z');
  });

  it('quotes fields with quotes, commas, semicolons and line breaks, doubling the quotes', () => {
    expect(csvField('Ali "the driver", Girne')).toBe('"Ali ""the driver"", Girne"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField('a;b')).toBe('"a;b"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('+90 533 000 0004')).toBe('+90 533 000 0004');
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('+1+2')).toBe("'+1+2");
    expect(csvField('-2*3')).toBe("'-2*3");
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('a=b')).toBe('a=b');
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });
});
