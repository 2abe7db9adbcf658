import { prettyId, type StaffMember } from '@taxi/contract';
import type { StaffRow } from './staff.rules';

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    prettyId: prettyId(row.role, row.id),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    role: row.role,
    active: row.deactivated_at === null,
    deactivatedAt: row.deactivated_at ? row.deactivated_at.toISOString() : null,
    lastSignInAt: row.last_sign_in_at ? row.last_sign_in_at.toISOString() : null,
    registrationDate: row.registration_date.toISOString(),
  };
}

/** What the audit log keeps of a staff member before and after a change: who, the role, whether active (never a password). */
export const toStaffAudit = (row: StaffRow) => ({ id: row.id, prettyId: prettyId(row.role, row.id), email: row.email, role: row.role, active: row.deactivated_at === null });
