import { DEFAULT_OPERATOR_TIME_ZONE } from '@taxi/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { forbidden } from '../../lib/http-errors';
import { expiredRefusal } from '../expiry/expired-refusal';

export const NOT_ALLOWED_ONLINE = 'Only an approved driver with an approved vehicle may go online';

/**
 * The go-online rule of DESIGN.md §5 as a condition on the users row `alias`: a Driver, not
 * deleted, approved (verification 1) and not expired, with no expired approved document (issue 25),
 * with at least one approved, unexpired vehicle none of whose approved documents has expired. An
 * approval without an approved-until date (the API never makes one), or a document without an expiry,
 * does not expire.
 */
export function mayGoOnlineCondition(alias: string): RawBuilder<boolean> {
  const u = sql.ref(alias);
  const approved = (table: RawBuilder<unknown> | ReturnType<typeof sql.ref>) =>
    sql`${table}.verification_status = 1 AND (${table}.verified_until IS NULL OR ${table}.verified_until > now())`;
  const noExpiredDocument = (column: 'user_id' | 'vehicle_id', owner: ReturnType<typeof sql.ref>) =>
    sql`NOT EXISTS (SELECT 1 FROM documents xd WHERE xd.${sql.ref(column)} = ${owner}.id AND xd.document_status = 1 AND xd.expires_at <= now())`;
  return sql<boolean>`(${u}.role = 'Driver' AND ${u}.deleted_at IS NULL AND ${approved(u)} AND ${noExpiredDocument('user_id', u)}
    AND EXISTS (SELECT 1 FROM vehicles ev WHERE ev.user_id = ${u}.id AND ${approved(sql.ref('ev'))} AND ${noExpiredDocument('vehicle_id', sql.ref('ev'))}))`;
}

/** Whether the driver may go online and report positions now. */
export async function mayGoOnline(db: Db, driverId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .select(sql<boolean>`true`.as('ok'))
    .where('u.id', '=', driverId)
    .where(mayGoOnlineCondition('u'))
    .executeTakeFirst();
  return !!row;
}

/**
 * Refuses a driver who may not go online now (the position and presence routes, the open trips):
 * 409 naming what expired and when when an approval or a document has expired (issue 25: renewing
 * it puts them back on the road), 403 otherwise.
 */
export async function assertMayGoOnline(db: Db, driverId: number, timeZone = DEFAULT_OPERATOR_TIME_ZONE): Promise<void> {
  if (await mayGoOnline(db, driverId)) return;
  throw (await expiredRefusal(db, driverId, timeZone)) ?? forbidden(NOT_ALLOWED_ONLINE, 'driver.not_allowed_online');
}

/** How long a driver's eligibility is kept at most, ms (an approval's end shortens it). */
export const ELIGIBILITY_CACHE_MS = 60_000;

interface Eligibility {
  ok: boolean;
  /** Epoch ms until which the answer holds (the approval's end, at most ELIGIBILITY_CACHE_MS). */
  until: number;
}

/**
 * The go-online rule per report on the driver socket, cached per driver: one query per driver
 * and ELIGIBILITY_CACHE_MS, not one per report. An answer ends when the driver's or the vehicle's
 * approval does, and `forget` drops it at once: every instance calls it when it hears the user's
 * `access` change on the live bus (a verification, vehicle or deletion decision; live-access.ts).
 */
export class EligibilityCache {
  private readonly answers = new Map<number, Eligibility>();
  private readonly reads = new Map<number, Promise<boolean>>();
  /** Bumped by `forget`: a read that started before it does not store its (stale) answer. */
  private readonly generations = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs = ELIGIBILITY_CACHE_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  allows(driverId: number): Promise<boolean> {
    const answer = this.answers.get(driverId);
    if (answer && answer.until > this.clock()) return Promise.resolve(answer.ok);
    let read = this.reads.get(driverId);
    if (!read) {
      read = this.read(driverId).finally(() => this.reads.delete(driverId));
      this.reads.set(driverId, read);
    }
    return read;
  }

  forget(driverId: number) {
    this.answers.delete(driverId);
    this.reads.delete(driverId);
    this.generations.set(driverId, (this.generations.get(driverId) ?? 0) + 1);
  }

  private async read(driverId: number): Promise<boolean> {
    const generation = this.generations.get(driverId) ?? 0;
    const now = this.clock();
    const row = await this.db
      .selectFrom('users as u')
      .select([
        mayGoOnlineCondition('u').as('ok'),
        'u.verified_until as userUntil',
        // the approved vehicle that lasts longest (null: one never expires)
        sql<Date | null>`(SELECT CASE WHEN bool_or(v.verified_until IS NULL) THEN NULL ELSE max(v.verified_until) END
          FROM vehicles v WHERE v.user_id = u.id AND v.verification_status = 1)`.as('vehicleUntil'),
        // the first approved document of the driver or their vehicles to expire (issue 25)
        sql<Date | null>`(SELECT min(d.expires_at) FROM documents d LEFT JOIN vehicles dv ON dv.id = d.vehicle_id
          WHERE (d.user_id = u.id OR dv.user_id = u.id) AND d.document_status = 1 AND d.expires_at > now())`.as('documentUntil'),
      ])
      .where('u.id', '=', driverId)
      .executeTakeFirst();
    const ok = !!row?.ok;
    // a refusal holds until a decision (which forgets it); an approval no longer than it lasts
    const ends = ok ? [row?.userUntil, row?.vehicleUntil, row?.documentUntil].map((end) => (end instanceof Date ? end.getTime() : Infinity)) : [];
    if ((this.generations.get(driverId) ?? 0) === generation) this.answers.set(driverId, { ok, until: Math.min(now + this.maxAgeMs, ...ends) });
    return ok;
  }
}
