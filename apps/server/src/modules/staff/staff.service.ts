import type { CreateStaffMemberBody, StaffMember, StaffPasswordAnswer, StaffRole } from '@taxi/contract';
import type { Db } from '../../db/database';
import { conflict } from '../../lib/http-errors';
import { recordAudit, type Actor } from '../audit/audit';
import { hashPassword } from '../auth/passwords';
import { endSessions, forgetSessionState } from '../auth/sessions';
import { assertAnotherAdminRemains, lockActiveAdmins } from '../users/active-admins';
import { lockUser } from '../users/user-deletion.repository';
import { createUserWithUniqueEmail } from '../users/users.service';
import { toStaffAudit, toStaffMember } from './staff.mappers';
import { updateStaffRow } from './staff.repository';
import { ALREADY_ACTIVE, ALREADY_DEACTIVATED, ALREADY_IN_ROLE, CANNOT_DEACTIVATE_SELF, CANNOT_RESET_SELF, staffRowOf, type StaffRow } from './staff.rules';
import { temporaryPassword } from './temporary-password';

const ENTITY = 'User';

/**
 * Creates a staff member with `role` and a temporary password, answered once and stored hashed
 * (argon2id, auth/passwords.ts). A unique e-mail (409, also when a concurrent create wins the
 * unique index). Audited, without the password.
 */
export async function createStaffMember(db: Db, body: CreateStaffMemberBody, actor: Actor): Promise<StaffPasswordAnswer> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const values = { email: body.email, password_hash: passwordHash, role: body.role, first_name: body.firstName, last_name: body.lastName, phone_number: body.phoneNumber, photo_url: null, rating: null };
  const member = await createUserWithUniqueEmail(db, values, async (trx, user) => {
    const row = user as StaffRow;
    await recordAudit(trx, actor, { action: 'staff.create', entityType: ENTITY, entityId: row.id, after: toStaffAudit(row) });
    return toStaffMember(row);
  });
  return { member, temporaryPassword: password };
}

/**
 * One change of a staff member's row, in one transaction: the active Admins' rows locked first
 * (when the change may take an Admin away), then the member's; `decide` refuses (409) or answers
 * the new values; the row is saved, their sessions end when `endsSessions`, and the change is
 * audited before → after.
 */
async function changeStaffRow(
  db: Db,
  id: number,
  actor: Actor,
  change: {
    action: string;
    /** Whether the change may leave fewer active Admins (a demotion, a deactivation). */
    mayRemoveAdmin: boolean;
    endsSessions: boolean;
    decide: (row: StaffRow, activeAdminIds: readonly number[]) => Parameters<typeof updateStaffRow>[2];
  },
): Promise<StaffMember> {
  return db.transaction().execute(async (trx) => {
    const activeAdminIds = change.mayRemoveAdmin ? await lockActiveAdmins(trx) : [];
    const before = staffRowOf(await lockUser(trx, id));
    const after = (await updateStaffRow(trx, id, change.decide(before, activeAdminIds))) as StaffRow;
    if (change.endsSessions) await endSessions(trx, id);
    await recordAudit(trx, actor, { action: change.action, entityType: ENTITY, entityId: id, before: toStaffAudit(before), after: toStaffAudit(after) });
    return toStaffMember(after);
  });
}

/** Gives a staff member another staff role; 409 for the same role and for the last active Admin's demotion. Their sessions end at once. */
export function changeStaffRole(db: Db, id: number, role: StaffRole, actor: Actor): Promise<StaffMember> {
  return changeStaffRow(db, id, actor, {
    action: 'staff.change_role',
    mayRemoveAdmin: role !== 'Admin',
    endsSessions: true,
    decide: (row, activeAdminIds) => {
      if (row.role === role) throw conflict(ALREADY_IN_ROLE, 'staff.already_in_role');
      assertAnotherAdminRemains(activeAdminIds, id);
      return { role };
    },
  });
}

/** Deactivates a staff member: no sign-in, every token and socket ends. Not your own account, not the last active Admin. */
export function deactivateStaffMember(db: Db, id: number, actor: Actor, now = new Date()): Promise<StaffMember> {
  if (actor.id === id) return Promise.reject(conflict(CANNOT_DEACTIVATE_SELF, 'staff.cannot_deactivate_self'));
  return changeStaffRow(db, id, actor, {
    action: 'staff.deactivate',
    mayRemoveAdmin: true,
    endsSessions: true,
    decide: (row, activeAdminIds) => {
      if (row.deactivated_at) throw conflict(ALREADY_DEACTIVATED, 'staff.already_deactivated');
      assertAnotherAdminRemains(activeAdminIds, id);
      return { deactivated_at: now };
    },
  });
}

/** Lets a deactivated staff member sign in again (with the password they had). */
export async function reactivateStaffMember(db: Db, id: number, actor: Actor): Promise<StaffMember> {
  const member = await changeStaffRow(db, id, actor, {
    action: 'staff.reactivate',
    mayRemoveAdmin: false,
    endsSessions: false,
    decide: (row) => {
      if (!row.deactivated_at) throw conflict(ALREADY_ACTIVE, 'staff.already_active');
      return { deactivated_at: null };
    },
  });
  forgetSessionState(id); // a cached "deactivated" must not refuse their next sign-in's token
  return member;
}

/** Replaces a staff member's password with a new temporary one, answered once; their sessions end at once. Not your own. */
export async function resetStaffPassword(db: Db, id: number, actor: Actor): Promise<StaffPasswordAnswer> {
  if (actor.id === id) throw conflict(CANNOT_RESET_SELF, 'staff.cannot_reset_self');
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const member = await changeStaffRow(db, id, actor, {
    action: 'staff.reset_password',
    mayRemoveAdmin: false,
    endsSessions: true,
    decide: () => ({ password_hash: passwordHash }),
  });
  return { member, temporaryPassword: password };
}
