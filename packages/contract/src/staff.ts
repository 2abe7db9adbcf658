import { z } from 'zod';
import { Email } from './auth';
import { IsoDateTime, PageQuery, optionalQuery, text } from './common';
import { STAFF_ROLES } from './permissions';

/**
 * The staff screen (issue 24 item 2, docs/staff.md): the people who use the back office, their
 * role and whether they may sign in. Admin only (`staff.manage`).
 */

/** A staff role on the wire (the type is permissions.ts's `StaffRole`). */
export const StaffRoleEnum = z.enum(STAFF_ROLES);

/** Which staff members a list shows: those who may sign in, the deactivated ones, or both. */
export const STAFF_STATUSES = ['active', 'deactivated', 'all'] as const;
export const StaffStatus = z.enum(STAFF_STATUSES);
export type StaffStatus = z.infer<typeof StaffStatus>;

/** Longest free-text `search` of the staff list. */
export const MAX_STAFF_SEARCH_LENGTH = 100;

/**
 * `GET /api/staff/GetStaff`: one page of staff members (deleted ones left out), by surname, first
 * name and id; an optional `role`, `status` (default `all`) and free-text `search` (a part of the
 * name, e-mail or phone number, ignoring case, or the pretty id: `FIN-000042`, `fin-42`, `42`).
 * `format=csv` exports every match in the same order.
 */
export const StaffQuery = PageQuery.extend({
  role: optionalQuery(StaffRoleEnum),
  status: z.preprocess((value) => (value === '' ? undefined : value), StaffStatus.default('all')),
  search: optionalQuery(text({ max: MAX_STAFF_SEARCH_LENGTH })),
});
export type StaffQuery = z.infer<typeof StaffQuery>;

/** One row of the staff list and the answer of every staff change. */
export const StaffMember = z.object({
  id: z.number().int(),
  prettyId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  role: StaffRoleEnum,
  /** false while deactivated: no sign-in, no token works. */
  active: z.boolean(),
  deactivatedAt: IsoDateTime.nullable(),
  /** The last successful sign-in; null when they never signed in. */
  lastSignInAt: IsoDateTime.nullable(),
  registrationDate: IsoDateTime,
});
export type StaffMember = z.infer<typeof StaffMember>;

/** `POST /api/staff/CreateStaffMember`: who and with which role; the server makes the password. */
export const CreateStaffMemberBody = z.object({
  firstName: text({ max: 100, error: 'First name is required' }).min(1, 'First name is required'),
  lastName: text({ max: 100, error: 'Last name is required' }).min(1, 'Last name is required'),
  email: z.string({ error: 'E-mail is required' }).pipe(Email),
  phoneNumber: text({ max: 40, error: 'Phone number is required' }).min(3, 'Phone number is required'),
  role: StaffRoleEnum,
});
export type CreateStaffMemberBody = z.infer<typeof CreateStaffMemberBody>;

/** `PATCH /api/staff/ChangeStaffRole/{id}`: the new role. */
export const ChangeStaffRoleBody = z.object({ role: StaffRoleEnum });
export type ChangeStaffRoleBody = z.infer<typeof ChangeStaffRoleBody>;

/**
 * The answer of `CreateStaffMember` (201) and `ResetStaffPassword` (200): the member and their new
 * temporary password, in this answer only (stored hashed, never shown again; `Cache-Control:
 * no-store`). Give it to the person; it signs in like any password.
 */
export const StaffPasswordAnswer = z.object({
  member: StaffMember,
  temporaryPassword: z.string(),
});
export type StaffPasswordAnswer = z.infer<typeof StaffPasswordAnswer>;

/** Length of a temporary password (characters, without the dashes between groups of four). */
export const TEMPORARY_PASSWORD_LENGTH = 16;
