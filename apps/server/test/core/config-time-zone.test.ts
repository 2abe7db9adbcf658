import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('OPERATOR_TIME_ZONE (issue 7, defect 11)', () => {
  it('defaults to Asia/Famagusta, the clock of Northern Cyprus', () => {
    expect(loadConfig({}).operatorTimeZone).toBe('Asia/Famagusta');
  });

  it('takes any IANA zone name', () => {
    expect(loadConfig({ OPERATOR_TIME_ZONE: 'Europe/Istanbul' }).operatorTimeZone).toBe('Europe/Istanbul');
    expect(loadConfig({ OPERATOR_TIME_ZONE: 'UTC' }).operatorTimeZone).toBe('UTC');
  });

  it.each(['Mars/Olympus', '+03:00', 'Asia Famagusta', ''])('refuses %j at start with a message naming the variable', (zone) => {
    expect(() => loadConfig({ OPERATOR_TIME_ZONE: zone })).toThrow(ConfigError);
    expect(() => loadConfig({ OPERATOR_TIME_ZONE: zone })).toThrow(/OPERATOR_TIME_ZONE: must be an IANA time zone name/);
  });
});
