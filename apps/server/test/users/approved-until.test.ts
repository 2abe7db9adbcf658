import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../src/lib/http-errors';
import { approvedUntil, decideVerification } from '../../src/modules/verification/verification.rules';

const ZONE = 'Asia/Famagusta';
const pending = { verification_status: 0, verified_until: null, rejection_reason: null };
const approve = (verifiedUntil: string, now: Date) =>
  decideVerification('user', pending, { verificationStatus: 1, verifiedUntil, rejectionReason: '' }, true, ZONE, now);

describe("approved until a day: the end of that day on the operator's clock (issue 21 item 11)", () => {
  it('ends at 23:59:59.999 in Asia/Famagusta in winter, in summer and on both days the clocks change', () => {
    expect(approvedUntil('2030-03-01', ZONE).toISOString()).toBe('2030-03-01T21:59:59.999Z');
    expect(approvedUntil('2030-06-01', ZONE).toISOString()).toBe('2030-06-01T20:59:59.999Z');
    expect(approvedUntil('2030-03-31', ZONE).toISOString()).toBe('2030-03-31T20:59:59.999Z'); // last Sunday of March
    expect(approvedUntil('2030-10-27', ZONE).toISOString()).toBe('2030-10-27T21:59:59.999Z'); // last Sunday of October
    expect(approvedUntil('2030-03-01T10:00:00Z', ZONE).toISOString()).toBe('2030-03-01T10:00:00.000Z');
  });

  it("refuses a day that is over on the operator's clock though not yet in UTC (00:30 on 2 March in Famagusta)", () => {
    const justAfterLocalMidnight = new Date('2030-03-01T22:30:00Z');
    let refusal: HttpError | undefined;
    try {
      approve('2030-03-01', justAfterLocalMidnight);
    } catch (error) {
      refusal = error as HttpError;
    }
    expect(refusal?.statusCode).toBe(400);
    expect(approve('2030-03-02', justAfterLocalMidnight).verified_until?.toISOString()).toBe('2030-03-02T21:59:59.999Z');
  });

  it('refuses a moment that is now (not in the future) and takes one a millisecond later', () => {
    const now = new Date('2030-03-01T10:00:00.000Z');
    expect(() => approve('2030-03-01T10:00:00.000Z', now)).toThrow(expect.objectContaining({ statusCode: 400, code: 'verification.until_in_past' }));
    expect(approve('2030-03-01T10:00:00.001Z', now).verified_until?.toISOString()).toBe('2030-03-01T10:00:00.001Z');
  });
});
