import type { AuditEntry } from '@taxi/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/** Test records of the audit log: entries written straight into the table (a given time, many at once). */

export interface EntrySeed {
  actor_id?: number | null;
  actor_email?: string;
  action?: string;
  entity_type?: string;
  entity_id?: string;
  before?: unknown;
  after?: unknown;
  created_at?: Date;
}

/** One entry as recordAudit would write it; answers its id. */
export async function insertEntry(db: Db, seed: EntrySeed = {}): Promise<number> {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  const row = await db
    .insertInto('audit_entries')
    .values({
      actor_id: seed.actor_id ?? null,
      actor_email: seed.actor_email ?? 'system',
      action: seed.action ?? 'update',
      entity_type: seed.entity_type ?? 'Test',
      entity_id: seed.entity_id ?? '1',
      before: json(seed.before),
      after: json(seed.after),
      ...(seed.created_at ? { created_at: seed.created_at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `count` entries of one made-up entity type in one statement, all at the same moment (the id orders them). */
export async function insertMany(db: Db, count: number, entityType: string, at = new Date()): Promise<void> {
  await sql`
    INSERT INTO audit_entries (actor_email, action, entity_type, entity_id, after, created_at)
    SELECT 'bulk@test.taxi', 'bulk', ${entityType}, n::text, json_build_object('n', n)::jsonb, ${at}
    FROM generate_series(1, ${count}) AS n`.execute(db);
}

/** The entries of a list answer, and its Pagination header. */
export function pageOf(res: LightMyRequestResponse) {
  return { entries: res.json<AuditEntry[]>(), pagination: JSON.parse(String(res.headers.pagination)) as { currentPage: number; totalItems: number; totalPages: number } };
}
