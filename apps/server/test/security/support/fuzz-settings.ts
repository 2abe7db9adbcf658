/**
 * How many fuzz cases each API route gets: FUZZ_RUNS when set (a long local run:
 * `FUZZ_RUNS=20000 npx vitest run --project server test/security/fuzz-schemas.test.ts`), else 350
 * on PGlite (≥ 10,000 in all once there are 29 routes; there are more) and 100 on PostgreSQL. FUZZ_SEED replays a run.
 */
export const FUZZ_RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS) || (process.env.TEST_DATABASE_URL ? 100 : 350);
export const FUZZ_SEED = Number(process.env.FUZZ_SEED) || Date.now() % 2 ** 31;
/** The floor of one default CI run on PGlite (issue 7). */
export const MIN_CASES_PER_CI_RUN = 10_000;
/** Refused requests between two table hashes; a mismatch names the batch. */
export const HASH_BATCH = 100;
