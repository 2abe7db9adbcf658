import { z } from 'zod';
import { Id, IsoDateTime, MAX_ID, PageQuery, optionalQuery, text } from './common';
import { DATE_RANGE_MESSAGE, Day, isDayRange } from './days';
import { fieldCode } from './errors';
import type { Permission } from './permissions';

/**
 * The audit log (issue 24 item 4, docs/audit.md): every recorded change, sign-in and refused
 * sign-in, newest first. Actions and entity types are open-ended codes (`status`, `auth.sign_in`,
 * `staff.role_changed`…): the server answers whatever was recorded and the web shows a translated
 * label when it knows the code, the code itself otherwise.
 */

/** Who did it: the account (null for the system or a refused sign-in of nobody), the e-mail recorded then, the name when the account still has one. */
export const AuditActor = z.object({
  id: z.number().int().nullable(),
  email: z.string(),
  name: z.string().nullable(),
});
export type AuditActor = z.infer<typeof AuditActor>;

export const AuditEntry = z.object({
  id: z.number().int(),
  actor: AuditActor,
  /** What was done, e.g. `status`, `verification`, `auth.sign_in`. */
  action: z.string(),
  /** What it was done to: one of AUDIT_ENTITY_TYPES (`BankTransfer`, `User`…); the filters take it in any case. */
  entityType: z.string(),
  entityId: z.string(),
  /** The entity before and after the change, as recorded (JSON; money in kuruş); null when there is no side. */
  before: z.unknown(),
  after: z.unknown(),
  createdAt: IsoDateTime,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** The entity types the server records, one spelling each (the server's `recordAudit` takes only these). */
export const AUDIT_ENTITY_TYPES = ['User', 'Vehicle', 'Document', 'BankTransfer', 'TripType', 'AppSettings', 'BankFile', 'Trip', 'Booking'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** The recorded spelling of an entity type named in any case (`banktransfer` → `BankTransfer`); the name itself when unknown. */
export const auditEntityType = (name: string): string => AUDIT_ENTITY_TYPES.find((type) => type.toLowerCase() === name.toLowerCase()) ?? name;

/** An action or entity type code: letters, digits and `_ . : -`. */
const Code = text({ max: 64 }).regex(/^[A-Za-z0-9_.:-]+$/, 'Use letters, digits and _ . : -');

/**
 * Filters of the audit log, combinable: the staff member who acted (`actorId`), the entity type
 * (named in any case: `user` and `USER` find `User`), the entity's id (needs the type: an id
 * alone names nothing), the action, and whole days `dateFrom`–`dateTo` on the operator's clock
 * (OPERATOR_TIME_ZONE), both inclusive. Always newest first.
 */
export const AuditEntriesQuery = PageQuery.extend({
  actorId: optionalQuery(z.coerce.number().int().positive().max(MAX_ID)),
  entityType: optionalQuery(Code),
  entityId: optionalQuery(text({ max: 254 }).min(1)),
  action: optionalQuery(Code),
  dateFrom: optionalQuery(Day),
  dateTo: optionalQuery(Day),
})
  .refine((query) => isDayRange(query.dateFrom, query.dateTo), { message: DATE_RANGE_MESSAGE, path: ['dateTo'], params: fieldCode('end_before_start') })
  .refine((query) => query.entityId === undefined || query.entityType !== undefined, { message: 'Choose the entity type of this id', path: ['entityType'], params: fieldCode('required') });
export type AuditEntriesQuery = z.infer<typeof AuditEntriesQuery>;

/** A staff member the "who" filter offers. */
export const AuditStaffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
});
export type AuditStaffMember = z.infer<typeof AuditStaffMember>;

/** What the filters offer: every action and entity type recorded so far (types lower-cased), and the staff. */
export const AuditFacets = z.object({
  actions: z.array(z.string()),
  entityTypes: z.array(z.string()),
  staff: z.array(AuditStaffMember),
});
export type AuditFacets = z.infer<typeof AuditFacets>;

/**
 * The entities with a History panel (user, vehicle, payout and trip type details), as the path of
 * `GET /api/audit/GetEntityHistory/{kind}/{id}` names them, with the read permission of the entity's
 * own screen: whoever may open the details may read their history.
 */
export const HISTORY_KINDS = {
  user: 'users.read',
  vehicle: 'vehicles.read',
  bankTransfer: 'transfers.read',
  tripType: 'tripTypes.read',
} as const satisfies Record<string, Permission>;
export type HistoryKind = keyof typeof HISTORY_KINDS;

/** How many of an entity's latest entries a History panel shows at most. */
export const HISTORY_LIMIT = 20;

export const HistoryParams = z.object({ entityId: Id });

/** An entity's latest entries, newest first (a user's and a vehicle's include their documents' decisions); `hasMore` when older ones exist. */
export const EntityHistory = z.object({
  entries: z.array(AuditEntry),
  hasMore: z.boolean(),
});
export type EntityHistory = z.infer<typeof EntityHistory>;
