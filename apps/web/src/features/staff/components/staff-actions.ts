import type { StaffMember } from '@taxi/contract';

export type StaffAction = 'changeRole' | 'resetPassword' | 'deactivate' | 'reactivate';

/**
 * What a row offers (the server decides again): change the role (your own too: the last active
 * Admin is refused there), reset the password and deactivate another's account only (the server
 * refuses your own), reactivate a deactivated one.
 */
export function staffActionsFor(member: Pick<StaffMember, 'id' | 'active'>, signedInUserId: number | null): StaffAction[] {
  const self = member.id === signedInUserId;
  const actions: StaffAction[] = ['changeRole'];
  if (!self) actions.push('resetPassword');
  if (!member.active) actions.push('reactivate');
  else if (!self) actions.push('deactivate');
  return actions;
}
