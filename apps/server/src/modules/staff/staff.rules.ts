import { isStaffRole, type StaffRole } from '@taxi/contract';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';

export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account';
export const CANNOT_RESET_SELF = 'You cannot reset your own password here';
export const NOT_STAFF = 'This user is not a staff member';
export const ALREADY_IN_ROLE = 'The staff member already has this role';
export const ALREADY_DEACTIVATED = 'The staff member is already deactivated';
export const ALREADY_ACTIVE = 'The staff member is already active';

export type StaffRow = UserRow & { role: StaffRole };

/** The row of a staff member: 404 for an unknown or deleted user, 409 for a customer or a driver. */
export function staffRowOf(row: UserRow | undefined): StaffRow {
  if (!row || row.deleted_at) throw notFound('Staff member');
  if (!isStaffRole(row.role)) throw conflict(NOT_STAFF, 'staff.not_staff');
  return row as StaffRow;
}
