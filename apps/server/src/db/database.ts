import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

// bigint (kuruş sums, counts) and numeric come back as JS numbers: every amount we store is far
// below 2^53, so the conversion is exact.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  /** 'pglite' (embedded) or 'postgres' (a server through a pool). */
  kind: 'pglite' | 'postgres';
  /** PGlite only: the whole data directory as a gzipped tarball (test templates). */
  dumpDataDir?: () => Promise<Blob>;
  /** The connection pool now (GET /metrics): PGlite's pool holds its one connection. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const statsOf = (pool: pg.Pool) => (): PoolStats => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob | File };

/** The database a configuration names: DATABASE_URL's PostgreSQL, else the embedded one in DATA_DIR/pglite. */
export const configuredDatabase = (config: { databaseUrl: string | null; dataDir: string }, poolSize?: number): DatabaseTarget =>
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, poolSize } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };

/** Opens Kysely over node-postgres: a real server, or PGlite speaking the same protocol in-process. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    pool.on('error', () => undefined); // an idle client dropped by the server; the pool replaces it
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      poolStats: statsOf(pool),
      close: () => db.destroy(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    extensions: { pg_trgm }, // the users search's trigram indexes (migration 0005)
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    poolStats: statsOf(pool),
    dumpDataDir: () => pglite.dumpDataDir('gzip'),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
