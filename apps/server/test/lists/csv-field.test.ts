import { describe, expect, it } from 'vitest';
import { csvDialect, csvField as field, csvLine, csvLira } from '../../src/plugins/csv-export';

const english = csvDialect('en', 'Asia/Famagusta');
const turkish = csvDialect('tr', 'Asia/Famagusta');
const csvField = (value: Parameters<typeof field>[0]) => field(value, english);

describe('csvField (RFC 4180, formula-safe)', () => {
  it('leaves plain values alone and writes numbers, booleans and dates (on the operator’s clock) as such', () => {
    expect(csvField('Comfort')).toBe('Comfort');
    expect(csvField(12)).toBe('12');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(new Date('2026-11-22T04:00:00Z'))).toBe('2026-11-22 06:00:00');
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
    expect(csvLine(['a', 'b'], ',')).toBe('a,b\r\n');
    expect(csvLine(['a', 'b'], ';')).toBe('a;b\r\n');
  });

  it('writes lira exactly with the language’s decimal mark: a dot in English, a comma in Turkish', () => {
    expect(field(csvLira(8550), english)).toBe('85.50');
    expect(field(csvLira(8550), turkish)).toBe('85,50');
    expect(field(csvLira(-5), turkish)).toBe('-0,05');
    expect(field(csvLira(123_456_789), turkish)).toBe('1234567,89');
    expect(field(csvLira(0), english)).toBe('0.00');
    expect(field(12.5, turkish)).toBe('12,5');
    expect(field(12.5, english)).toBe('12.5');
    expect(field(3000, turkish)).toBe('3000');
  });

  it("writes moments on the operator's clock in summer, winter and across both clock changes, the same in either language", () => {
    for (const dialect of [english, turkish]) {
      expect(field(new Date('2026-01-15T14:41:05Z'), dialect)).toBe('2026-01-15 16:41:05');
      expect(field(new Date('2026-07-15T13:41:05Z'), dialect)).toBe('2026-07-15 16:41:05');
      expect(field(new Date('2026-03-29T00:59:59Z'), dialect)).toBe('2026-03-29 02:59:59');
      expect(field(new Date('2026-03-29T01:00:00Z'), dialect)).toBe('2026-03-29 04:00:00');
      expect(field(new Date('2026-10-25T00:30:00Z'), dialect)).toBe('2026-10-25 03:30:00');
      expect(field(new Date('2026-10-25T01:30:00Z'), dialect)).toBe('2026-10-25 03:30:00');
    }
  });
});
