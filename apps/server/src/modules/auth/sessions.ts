import { CompiledQuery } from 'kysely';
import type { Role } from '@taxi/contract';
import type { Db } from '../../db/database';

/** What the guard checks a token against on every request (DESIGN.md §4). */
export interface SessionState {
  role: Role;
  tokenVersion: number;
  deleted: boolean;
  /** A deactivated staff member (issue 24): no token works until reactivated. */
  deactivated: boolean;
}

/**
 * The guard's one read, compiled once: the query builder's work is a visible part of a request
 * that asks the database little else (docs/performance-requests.md). `$1` is the user's id.
 */
const SESSION_ROW_SQL = 'select "role", "token_version", "deleted_at", "deactivated_at" from "users" where "id" = $1';

interface SessionRow {
  role: Role;
  token_version: number;
  deleted_at: Date | null;
  deactivated_at: Date | null;
}

/** Every live SessionCheck of this process, so that `endSessions` can drop its entries. */
const checks = new Set<WeakRef<SessionCheck>>();

/**
 * Loads the current {role, token_version, deleted_at} of a token's user. With `cacheMs` > 0 (the
 * embedded database, which is one process by construction) an answer is kept that long and
 * dropped at once by `endSessions`; on a PostgreSQL server (maybe several API instances) the
 * cache is off and every request reads the row by its primary key, so a sign-out on one
 * instance ends the token on all of them at once (docs/security.md).
 */
export class SessionCheck {
  private readonly cache = new Map<number, { state: SessionState | null; until: number }>();
  /** Bumped by `forget`: a read that started before it does not store its (stale) answer. */
  private readonly generations = new Map<number, number>();
  private readonly self = new WeakRef(this);

  constructor(
    private readonly db: Db,
    private readonly cacheMs: number,
    private readonly clock: () => number = Date.now,
  ) {
    if (cacheMs > 0) checks.add(this.self);
  }

  async current(userId: number): Promise<SessionState | null> {
    const cached = this.cache.get(userId);
    if (cached && cached.until > this.clock()) return cached.state;
    const generation = this.generations.get(userId) ?? 0;
    const { rows } = await this.db.executeQuery<SessionRow>(CompiledQuery.raw(SESSION_ROW_SQL, [userId]));
    const row = rows[0];
    const state = row ? { role: row.role, tokenVersion: row.token_version, deleted: row.deleted_at !== null, deactivated: row.deactivated_at !== null } : null;
    if (this.cacheMs > 0 && (this.generations.get(userId) ?? 0) === generation) {
      this.cache.set(userId, { state, until: this.clock() + this.cacheMs });
    }
    return state;
  }

  forget(userId: number) {
    this.cache.delete(userId);
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
  }

  dispose() {
    checks.delete(this.self);
    this.cache.clear();
  }
}

/**
 * Ends every token of a user at once (DESIGN.md §4): bumps users.token_version, which the guard
 * compares with the token's `ver`. Call it on sign-out, a role change, a password change or
 * reset, a deactivation and a deletion; inside the caller's transaction when there is one (`db` may be a transaction).
 */
export async function endSessions(db: Db, userId: number): Promise<void> {
  forgetEverywhere(userId);
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
  forgetEverywhere(userId);
}

/**
 * Drops this process's cached session state of a user whose row changed without ending their
 * tokens (a reactivation: the next sign-in's token must work at once).
 */
export const forgetSessionState = (userId: number) => forgetEverywhere(userId);

function forgetEverywhere(userId: number) {
  for (const ref of checks) {
    const check = ref.deref();
    if (check) check.forget(userId);
    else checks.delete(ref);
  }
}
