import { describe, expect, it } from 'vitest';
import { changedRows, diffRows } from './audit-diff';

describe('diffRows: an audit entry before → after, field by field', () => {
  it("marks a payout's status and the new balance as changed, the rest as kept", () => {
    const rows = diffRows(
      { bankTransferId: 7, amount: 12_345, status: 0, rejectedReason: null },
      { bankTransferId: 7, amount: 12_345, status: 2, rejectedReason: null, balanceAfter: 37_655 },
    );
    expect(rows).toEqual([
      { field: 'bankTransferId', before: 7, after: 7, changed: false },
      { field: 'amount', before: 12_345, after: 12_345, changed: false },
      { field: 'status', before: 0, after: 2, changed: true },
      { field: 'rejectedReason', before: null, after: null, changed: false },
      { field: 'balanceAfter', before: undefined, after: 37_655, changed: true },
    ]);
    expect(changedRows(rows).map((row) => row.field)).toEqual(['status', 'balanceAfter']);
  });

  it('has every field of a creation changed (no before), and a field only before last', () => {
    expect(diffRows(null, { a: 1, b: 'x' })).toEqual([
      { field: 'a', before: undefined, after: 1, changed: true },
      { field: 'b', before: undefined, after: 'x', changed: true },
    ]);
    expect(diffRows({ a: 1, gone: true }, { a: 1 }).map((row) => [row.field, row.changed])).toEqual([['a', false], ['gone', true]]);
  });

  it('compares nested values as JSON (peak times replaced as a whole)', () => {
    const peak = [{ peakTimeFrom: '07:00', peakTimeTo: '09:00' }];
    expect(diffRows({ peakTimes: peak }, { peakTimes: [...peak] })[0]!.changed).toBe(false);
    expect(diffRows({ peakTimes: peak }, { peakTimes: [] })[0]!.changed).toBe(true);
  });

  it('shows a bare value or a list as one row without a field, and nothing for no sides', () => {
    expect(diffRows(null, [1, 2])).toEqual([{ field: null, before: null, after: [1, 2], changed: true }]);
    expect(diffRows('a', 'a')).toEqual([{ field: null, before: 'a', after: 'a', changed: false }]);
    expect(diffRows(null, null)).toEqual([]);
  });

  it('shows every row when nothing changed', () => {
    const rows = diffRows({ ip: '10.0.0.1' }, { ip: '10.0.0.1' });
    expect(changedRows(rows)).toEqual(rows);
  });
});
