import { z } from 'zod';
import { text } from './common';
import { Role } from './enums';

export const LoginBody = z.object({
  username: text({ max: 254 }).min(1, 'username is required'),
  password: text({ max: 200, trim: false }).min(1, 'Password is required'),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const SessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
  role: Role,
});
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginResponse = z.object({ token: z.string(), user: SessionUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const MIN_PASSWORD_LENGTH = 8;
export const Password = text({ max: 200, trim: false }).min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
export const Email = text({ max: 254 }).toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254));

/** Self-registration from the customer and driver apps; never creates an Admin. */
export const RegisterBody = z.object({
  email: Email,
  password: Password,
  firstName: text({ max: 100 }).min(1),
  lastName: text({ max: 100 }).min(1),
  phoneNumber: text({ max: 40 }).min(3),
  address: text({ max: 500, multiline: true }).default(''),
  role: z.enum(['Customer', 'Driver']),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** Claims of the signed JWT (DESIGN.md §4). */
export const TokenClaims = z.object({
  sub: z.string(),
  role: z.union([Role, z.array(Role)]),
  email: z.string(),
  name: z.string(),
  exp: z.number(),
  /** The user's token version when signed: signing out, a password or role change, or a deletion bumps it. */
  ver: z.number().int().min(0),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

/** Open endpoint telling the sign-in page whether to show the demo credentials. */
export const DemoInfo = z.object({ demo: z.boolean(), email: z.string().optional(), password: z.string().optional() });
export type DemoInfo = z.infer<typeof DemoInfo>;
