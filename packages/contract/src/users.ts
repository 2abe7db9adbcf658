import { z } from 'zod';
import { Iban } from './iban';
import { Email, Password } from './auth';
import { IsoDateTime, PageQuery, SignedKurus, Kurus, optionalQuery, sortQuery, text } from './common';
import { Role, VerificationStatusCode } from './enums';
import { Document } from './documents';
import { ExpiryQuery, VerificationStatusQuery } from './verification';

const PRETTY_PREFIX: Record<Role, string> = { Customer: 'CUS', Driver: 'DRV', Admin: 'ADM', Finance: 'FIN', Support: 'SUP', Dispatcher: 'DSP', Viewer: 'VWR' };
/** The human-friendly id shown in lists, e.g. DRV-000042. */
export const prettyId = (role: Role, id: number) => `${PRETTY_PREFIX[role]}-${String(id).padStart(6, '0')}`;

/** Longest free-text `search` of the users list. */
export const MAX_USER_SEARCH_LENGTH = 100;

/** The orders of a users list: `name` (surname, then first name), `created` (registration), `status` (verification, then registration). */
export const USER_SORT_KEYS = ['name', 'created', 'status'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
export const UserSort = sortQuery(USER_SORT_KEYS);
export type UserSort = NonNullable<z.infer<typeof UserSort>>;

/**
 * `GET /api/users/GetUsers`: one role, and beyond SPEC an optional free-text `search` matching
 * (case-insensitively) a part of the first name, last name, full name, e-mail or phone number, or
 * the pretty id (`DRV-000042`, `drv-42` or the bare number 42); an optional `verificationStatus`
 * (0, 1, 2); and `sort` (default `-created`, newest first). The CSV export honours them too.
 */
export const UsersQuery = PageQuery.extend({
  Role: Role,
  search: optionalQuery(text({ max: MAX_USER_SEARCH_LENGTH })),
  verificationStatus: VerificationStatusQuery,
  expiry: ExpiryQuery,
  sort: UserSort,
});
export type UsersQuery = z.infer<typeof UsersQuery>;

export const UserListItem = z.object({
  id: z.number().int(),
  prettyId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  registrationDate: IsoDateTime,
  photoUrl: z.string().nullable(),
  role: Role,
  verificationStatus: VerificationStatusCode,
});
export type UserListItem = z.infer<typeof UserListItem>;

/** `GET /api/users/GetUserDeatils/{id}`: every field of SPEC.md §3 User. */
export const UserDetails = UserListItem.extend({
  emailConfirmed: z.boolean(),
  phoneNumberConfirmed: z.boolean(),
  address: z.string(),
  rating: z.number().nullable(),
  balance: SignedKurus,
  verifiedUntil: IsoDateTime.nullable(),
  rejectionReason: z.string().nullable(),
  isAllDocumentApproved: z.boolean(),
  documents: z.array(Document),
  vehiclesCount: z.number().int(),
  /** Every payout request of the user (any status): what /transfers?userId= lists. */
  transfersCount: z.number().int(),
  /** Kuruş actually paid out: the Completed transfers only. */
  transfersTotalAmount: Kurus,
  /** Every payment the user made (customer) or that was made for a trip they drove (driver), any status. */
  paymentsCount: z.number().int(),
  /** Kuruş of those payments that went through (`succeeded` or `completed`). */
  paymentsTotalAmount: Kurus,
  /** Whether the user signs in with a second factor (issue 24; an Admin may reset it). */
  twoFactorEnabled: z.boolean(),
  /** A driver's bank account for payouts (ISO 13616, electronic form), null when not given (issue 25). */
  iban: z.string().nullable(),
});
export type UserDetails = z.infer<typeof UserDetails>;

/** `CreateUser` makes admins only: a body naming another role is refused, not ignored (DESIGN.md §4). */
export const ONLY_ADMIN = 'Only an Admin can be created here; customers and drivers register themselves';

/** The create-admin form, sent whole (SPEC.md §3); the server creates an Admin, and `role`/`roles`, when sent, must say Admin. */
export const CreateUserBody = z.object({
  id: z.unknown().optional(),
  prettyId: z.unknown().optional(),
  registrationDate: z.unknown().optional(),
  firstName: text({ max: 100, error: 'First name is required' }).min(1, 'First name is required'),
  lastName: text({ max: 100, error: 'Last name is required' }).min(1, 'Last name is required'),
  email: z.string({ error: 'E-mail is required' }).pipe(Email),
  phoneNumber: text({ max: 40, error: 'Phone number is required' }).min(3, 'Phone number is required'),
  password: z.string({ error: 'Password is required' }).pipe(Password),
  address: text({ max: 500, multiline: true, error: 'Address is required' }).min(1, 'Address is required'),
  role: text({ max: 20 }).refine((role) => role === 'Admin', ONLY_ADMIN).optional(),
  roles: z.array(text({ max: 20 })).max(3).refine((roles) => roles.every((role) => role === 'Admin'), ONLY_ADMIN).optional(),
  photoUrl: text({ max: 2000 }).nullish(),
});
export type CreateUserBody = z.infer<typeof CreateUserBody>;
/** `POST /api/users/CreateUser/` answers 201 with the created admin's details. */
export const CreateUserResponse = UserDetails;

/** `DELETE /api/users/DeleteUser/{id}` answers 204 without a body. */
export const DELETE_USER_STATUS = 204;

/** `PUT /api/users/UpdateUserIban/{id}` and the driver's `PUT /api/driver/profile/iban`: a valid IBAN (checksum and country length), or null to clear it. */
export const UpdateIbanBody = z.object({ iban: Iban.nullable() });
export type UpdateIbanBody = z.infer<typeof UpdateIbanBody>;
export const UpdateIbanResponse = z.object({ iban: z.string().nullable() });
export type UpdateIbanResponse = z.infer<typeof UpdateIbanResponse>;
