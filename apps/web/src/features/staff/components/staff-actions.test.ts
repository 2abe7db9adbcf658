import { describe, expect, it } from 'vitest';
import { staffActionsFor } from './staff-actions';

describe('the actions of a staff row', () => {
  it('offers every change on another active member', () => {
    expect(staffActionsFor({ id: 2, active: true }, 1)).toEqual(['changeRole', 'resetPassword', 'deactivate']);
  });

  it('offers reactivation instead of deactivation on a deactivated member', () => {
    expect(staffActionsFor({ id: 2, active: false }, 1)).toEqual(['changeRole', 'resetPassword', 'reactivate']);
  });

  it('offers only the role change on your own row (no deactivation, no reset of your own password)', () => {
    expect(staffActionsFor({ id: 1, active: true }, 1)).toEqual(['changeRole']);
  });
});
