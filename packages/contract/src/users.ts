import { z } from 'zod';
import { Email, Password } from './auth';
import { IsoDateTime, PageQuery, SignedKurus, Kurus } from './common';
import { Role, VerificationStatusCode } from './enums';
import { Document } from './documents';

const PRETTY_PREFIX: Record<Role, string> = { Customer: 'CUS', Driver: 'DRV', Admin: 'ADM' };
/** The human-friendly id shown in lists, e.g. DRV-000042. */
export const prettyId = (role: Role, id: number) => `${PRETTY_PREFIX[role]}-${String(id).padStart(6, '0')}`;

export const UsersQuery = PageQuery.extend({ Role: Role });
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
  transfersCount: z.number().int(),
  transfersTotalAmount: Kurus,
  paymentsCount: z.number().int(),
  paymentsTotalAmount: Kurus,
});
export type UserDetails = z.infer<typeof UserDetails>;

/** The create-admin form, sent whole (SPEC.md §3); the server always creates an Admin. */
export const CreateUserBody = z.object({
  id: z.unknown().optional(),
  prettyId: z.unknown().optional(),
  registrationDate: z.unknown().optional(),
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
  email: Email,
  phoneNumber: z.string({ error: 'Phone number is required' }).trim().min(3, 'Phone number is required').max(40),
  password: Password,
  address: z.string({ error: 'Address is required' }).trim().min(1, 'Address is required').max(500),
  role: z.string().optional(),
  roles: z.array(z.string()).optional(),
  photoUrl: z.string().nullish(),
});
export type CreateUserBody = z.infer<typeof CreateUserBody>;
