import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app';
import { errorBodyProblem } from './support/error-body';
import { FUZZ_RUNS_PER_ROUTE, FUZZ_SEED, HASH_BATCH, MIN_CASES_PER_CI_RUN } from './support/fuzz-settings';
import { requestsFor, toInject, type FuzzRequest } from './support/request-arbitraries';
import { callerOf, ROUTE_GUARDS, guardedRoutes } from './support/route-expectations';
import { hashTables } from './support/table-hash';

/** `/api/<family>/…`: one app instance per family keeps throttles and presence apart. */
const familyOf = (key: string) => key.split(' ')[1]!.split('/')[2]!;
const FAMILIES = [...new Set(Object.keys(ROUTE_GUARDS).map(familyOf))];

const describeRequest = (request: FuzzRequest) => `${request.method} ${request.url.slice(0, 300)} [${request.contentType ?? '-'}] ${(request.payload ?? '').slice(0, 300)}`;

/**
 * Issue 7: for every API route, bad inputs derived from its contract schema, sent as a caller the
 * guard lets through. Never a 5xx, every error is `{message, errors?}`, and a refused request (or
 * a read) changes no table: a hash of every table before and after each batch of them.
 */
describe(`schema-driven fuzzing (seed ${FUZZ_SEED}, ${FUZZ_RUNS_PER_ROUTE} cases per route)`, () => {
  const totals = { cases: 0, refused: 0, accepted: 0, routes: 0, ms: 0 };

  afterAll(() => {
    console.log(`fuzz: ${totals.cases} cases over ${totals.routes} routes in ${(totals.ms / 1000).toFixed(1)} s (${totals.refused} refused, ${totals.accepted} accepted); FUZZ_SEED=${FUZZ_SEED}`);
    if (!process.env.FUZZ_RUNS && !process.env.TEST_DATABASE_URL) expect(totals.cases).toBeGreaterThanOrEqual(MIN_CASES_PER_CI_RUN);
  });

  it.each(FAMILIES)('/api/%s/…', { timeout: 600_000 }, async (family) => {
    const t = await buildTestApp();
    try {
      const routes = guardedRoutes(t.app).filter((route) => familyOf(route.key) === family);
      const problems: string[] = [];
      const started = Date.now();
      for (const [index, route] of routes.entries()) {
        const caller = callerOf(route.guard);
        const authorization = caller ? `Bearer ${await t.tokenFor(caller)}` : undefined;
        const cases = fc.sample(requestsFor(route), { numRuns: FUZZ_RUNS_PER_ROUTE, seed: FUZZ_SEED + index });
        let baseline = await hashTables(t.db);
        let batch: string[] = [];
        for (const request of cases) {
          const response = await t.app.inject(toInject(request, authorization));
          totals.cases += 1;
          const status = response.statusCode;
          if (status >= 500) problems.push(`${status} for ${describeRequest(request)}: ${response.body.slice(0, 200)}`);
          else if (status >= 400 && errorBodyProblem(response)) problems.push(`${status} ${errorBodyProblem(response)} for ${describeRequest(request)}`);
          if (status < 400) totals.accepted += 1;
          else totals.refused += 1;
          if (status < 400 && request.method !== 'GET') {
            // an accepted write may change the tables: the next batch starts from here
            baseline = await hashTables(t.db);
            batch = [];
            continue;
          }
          batch.push(`${status} ${describeRequest(request)}`);
          if (batch.length >= HASH_BATCH || request === cases.at(-1)) {
            const after = await hashTables(t.db);
            if (after !== baseline) problems.push(`a batch of refused requests (or reads) changed the tables; one of:\n  ${batch.join('\n  ')}`);
            baseline = after;
            batch = [];
          }
          if (problems.length >= 10) break;
        }
        totals.routes += 1;
      }
      totals.ms += Date.now() - started;
      expect(problems).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
