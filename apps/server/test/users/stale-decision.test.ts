import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../src/lib/http-errors';
import { assertUnchangedMeanwhile, VERIFICATION_KEYS } from '../../src/modules/verification/verification.rules';

/**
 * The stale-decision rule (DESIGN.md §3, issue 21 item 7) on its own: a decision is refused (409)
 * when the record changed between its first read and its lock, OR when another decision was
 * recorded at or after its arrival. Each half alone must refuse: the races of
 * concurrent-admins.api.test.ts usually trip both at once, so they cannot tell one missing.
 */
const T = new Date('2030-03-01T10:00:00.000Z');
const pending = { verification_status: 0, verified_until: null as Date | null, rejection_reason: null as string | null };
const approved = { verification_status: 1, verified_until: new Date('2030-06-01T00:00:00Z'), rejection_reason: null };

const outcome = (seen: typeof pending, locked: typeof pending, lastDecisionAt: Date | null, arrivedAt = T) => {
  try {
    assertUnchangedMeanwhile("user's verification", { seen, arrivedAt, lastDecisionAt }, locked, VERIFICATION_KEYS);
    return 'decided';
  } catch (error) {
    const refusal = error as HttpError;
    return { status: refusal.statusCode, code: refusal.code, message: refusal.message };
  }
};
const stale = { status: 409, code: 'changed_concurrently', message: "The user's verification was changed by someone else meanwhile: reload it and decide again" };

describe('a decision is stale when the record changed after it arrived', () => {
  it('refuses when the locked state differs from the one first read, though no decision is recorded since its arrival', () => {
    expect(outcome(pending, approved, null)).toEqual(stale);
    expect(outcome(pending, approved, new Date(T.getTime() - 60_000))).toEqual(stale);
  });

  it('refuses when only one of the columns changed (here the reason, the status the same)', () => {
    expect(outcome({ ...pending, verification_status: 2, rejection_reason: 'Blurred' }, { ...pending, verification_status: 2, rejection_reason: 'Cut off' }, null)).toEqual(stale);
  });

  it('compares dates by the moment, not by the object', () => {
    expect(outcome(approved, { ...approved, verified_until: new Date(approved.verified_until.getTime()) }, null)).toBe('decided');
    expect(outcome(approved, { ...approved, verified_until: new Date(approved.verified_until.getTime() + 1) }, null)).toEqual(stale);
  });

  it('refuses when the state read is the locked one but a decision was recorded at or after its arrival', () => {
    expect(outcome(approved, approved, new Date(T.getTime() + 1))).toEqual(stale);
    expect(outcome(approved, approved, T)).toEqual(stale); // at the very millisecond
  });

  it('lets a decision through when nothing changed and the last decision was recorded before it arrived', () => {
    expect(outcome(approved, approved, new Date(T.getTime() - 1))).toBe('decided');
    expect(outcome(pending, pending, null)).toBe('decided');
  });
});
