import { describe, expect, it } from 'vitest';
import { valueKind } from './audit-values';

describe('valueKind: how a recorded value reads', () => {
  it('reads money fields in kuruş, percentages and status codes by their field', () => {
    expect(valueKind('BankTransfer', 'amount', 12_345)).toEqual({ kind: 'money', kurus: 12_345 });
    expect(valueKind('BankTransfer', 'balanceAfter', -500)).toEqual({ kind: 'money', kurus: -500 });
    expect(valueKind('TripType', 'baseFare', 8550)).toEqual({ kind: 'money', kurus: 8550 });
    expect(valueKind('BankTransfer', 'threshold', 1_000_000)).toEqual({ kind: 'money', kurus: 1_000_000 });
    expect(valueKind('TripType', 'nightSurcharge', 12.5)).toEqual({ kind: 'percent', value: 12.5 });
    expect(valueKind('BankTransfer', 'status', 2)).toEqual({ kind: 'code', group: 'transferStatus', code: 2 });
    expect(valueKind('User', 'verificationStatus', 1)).toEqual({ kind: 'code', group: 'verificationStatus', code: 1 });
    expect(valueKind('Document', 'documentStatus', 2)).toEqual({ kind: 'code', group: 'documentStatus', code: 2 });
  });

  it('leaves a status of another entity, and a fractional "amount", as plain numbers', () => {
    expect(valueKind('staff', 'status', 2)).toEqual({ kind: 'number', value: 2 });
    expect(valueKind('Thing', 'amount', 1.5)).toEqual({ kind: 'number', value: 1.5 });
  });

  it('reads ISO moments, booleans, text, structures and nothing', () => {
    expect(valueKind('User', 'verifiedUntil', '2026-03-29T20:59:59.000Z')).toEqual({ kind: 'moment', iso: '2026-03-29T20:59:59.000Z' });
    expect(valueKind('User', 'note', '2026-03-29')).toEqual({ kind: 'text', value: '2026-03-29' });
    expect(valueKind('User', 'emailConfirmed', false)).toEqual({ kind: 'boolean', value: false });
    expect(valueKind('AppSettings', 'peakTimes', [{ peakTimeFrom: '07:00' }])).toEqual({ kind: 'json', text: '[\n  {\n    "peakTimeFrom": "07:00"\n  }\n]' });
    expect(valueKind('User', 'rejectionReason', null)).toEqual({ kind: 'none' });
    expect(valueKind('User', null, undefined)).toEqual({ kind: 'none' });
  });
});
