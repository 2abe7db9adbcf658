import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import en from '../locales/en.json';
import tr from '../locales/tr.json';
import { zoneOffsetLabel } from '../zone-offset-label';
import { OperatorTimeZone } from './operator-time-zone';

describe('the operator time zone beside the night window (issue 7, defect 11)', () => {
  it('names the zone and its offset at the moment: UTC+2 in winter, UTC+3 in summer', () => {
    renderWithProviders(<OperatorTimeZone timeZone="Asia/Famagusta" now={new Date('2026-01-15T19:30:00Z')} />);
    expect(screen.getByTestId('operator-time-zone')).toHaveTextContent('Operator time zone: Asia/Famagusta (GMT+2 now)');
  });

  it('reads the offset from the zone', () => {
    expect(zoneOffsetLabel('Asia/Famagusta', new Date('2026-07-15T12:00:00Z'))).toBe('GMT+3');
    expect(zoneOffsetLabel('Asia/Famagusta', new Date('2026-03-29T00:59:00Z'))).toBe('GMT+2');
    expect(zoneOffsetLabel('Asia/Famagusta', new Date('2026-03-29T01:00:00Z'))).toBe('GMT+3');
    expect(zoneOffsetLabel('Europe/Istanbul', new Date('2026-01-15T12:00:00Z'))).toBe('GMT+3');
  });

  it('has its texts in English and Turkish', () => {
    expect(Object.keys(tr.timeZone)).toEqual(Object.keys(en.timeZone));
    expect(tr.timeZone.offset).toContain('{{offset}}');
  });
});
