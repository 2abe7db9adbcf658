import { DocumentStatus, VerificationStatus } from '@taxi/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { expiringBefore } from './expiry-window';

/** The users' and vehicles' lists' `expiry` filter (issue 25): an approval or an approved document expiring within 30 days, or expired. */
export type ExpiryFilter = 'expiring' | 'expired';

/** The instants the filter compares with: now, and the end of the 30-day window on the operator's clock. */
export interface ExpiryBounds {
  state: ExpiryFilter;
  now: Date;
  before: Date;
}

export const expiryBounds = (state: ExpiryFilter | undefined, timeZone: string, now = new Date()): ExpiryBounds | undefined =>
  state ? { state, now, before: expiringBefore(now, timeZone) } : undefined;

/**
 * The condition on an owner row (`owner`: the users table or the vehicles alias; `column`: the
 * documents column naming it): its approval, or one of its approved documents, ends within the
 * window (expiring) or has ended (expired).
 */
export function endsWithin(owner: string, column: 'user_id' | 'vehicle_id', bounds: ExpiryBounds): RawBuilder<SqlBool> {
  const o = sql.ref(owner);
  const ends = (at: RawBuilder<unknown>) => (bounds.state === 'expired' ? sql`${at} <= ${bounds.now}` : sql`${at} > ${bounds.now} AND ${at} < ${bounds.before}`);
  return sql<SqlBool>`((${o}.verification_status = ${VerificationStatus.Approved} AND ${ends(sql`${o}.verified_until`)})
    OR EXISTS (SELECT 1 FROM documents ed WHERE ed.${sql.ref(column)} = ${o}.id AND ed.document_status = ${DocumentStatus.Approved} AND ${ends(sql`ed.expires_at`)}))`;
}
