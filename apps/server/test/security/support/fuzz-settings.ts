import { ROUTE_GUARDS } from './route-expectations';

/** The floor of one default CI run on PGlite (issue 7). */
export const MIN_CASES_PER_CI_RUN = 10_000;

/**
 * How many fuzz cases each API route gets: FUZZ_RUNS when set (a long local run:
 * `FUZZ_RUNS=20000 npx vitest run --project server test/security/fuzz-schemas.test.ts`); else on
 * PGlite the floor spread over the routes (5 % over, at least 100 a route: 146 at 72 routes; it was
 * a fixed 350 when there were 29 routes, 2.5 times the floor at 72), and 100 on PostgreSQL. FUZZ_SEED replays a run.
 */
export const FUZZ_RUNS_PER_ROUTE =
  Number(process.env.FUZZ_RUNS) || (process.env.TEST_DATABASE_URL ? 100 : Math.max(100, Math.ceil((MIN_CASES_PER_CI_RUN * 1.05) / Object.keys(ROUTE_GUARDS).length)));
export const FUZZ_SEED = Number(process.env.FUZZ_SEED) || Date.now() % 2 ** 31;
/** Refused requests between two table hashes; a mismatch names the batch. */
export const HASH_BATCH = 100;
