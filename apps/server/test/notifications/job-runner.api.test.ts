import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database';
import { type Job, JobRunner } from '../../src/modules/jobs/job-runner';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { withDatabase } from '../helpers/test-databases';

const POSTGRES = process.env.TEST_DATABASE_URL;
const quiet = { warn: () => undefined, info: () => undefined };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that counts its runs in memory (and when each ran) and leaves a row in the database (inside its run's transaction). */
function countingJob(name: string, everyMs: number, runs: { count: number; spans?: [number, number][] }, holdMs = 0): Job {
  return {
    name,
    everyMs,
    async run({ db }) {
      runs.count += 1;
      const start = Date.now();
      if (holdMs) await pause(holdMs);
      runs.spans?.push([start, Date.now()]);
      await sql`INSERT INTO job_test_marks (job) VALUES (${name})`.execute(db);
    },
  };
}

describe(`job runner on ${POSTGRES ? 'PostgreSQL' : 'PGlite'}`, () => {
  let t: TestApp;
  let jobName: string;
  const marks = async (name: string) => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM job_test_marks WHERE job = ${name}`.execute(t.db)).rows[0]!.n;
  const makeDue = (name: string) => t.db.updateTable('jobs').set({ due_at: sql`now() - interval '1 second'` }).where('name', '=', name).execute();

  beforeAll(async () => {
    t = await buildTestApp();
    await sql`CREATE TABLE job_test_marks (job text NOT NULL)`.execute(t.db);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    jobName = `test-${Math.random().toString(36).slice(2, 10)}`;
  });

  it('runs a new job at once, then not again before its interval; its row records the run', async () => {
    const runs = { count: 0 };
    const runner = new JobRunner(t.db, quiet);
    runner.add(countingJob(jobName, 60_000, runs));
    expect(await runner.tick()).toBe(1);
    expect(await runner.tick()).toBe(0);
    expect(runs.count).toBe(1);
    expect(await marks(jobName)).toBe(1);
    const row = await t.db.selectFrom('jobs').selectAll().where('name', '=', jobName).executeTakeFirstOrThrow();
    expect(row.runs).toBe(1);
    expect(row.due_at.getTime() - row.last_run_at!.getTime()).toBe(60_000);
    await makeDue(jobName);
    expect(await runner.tick()).toBe(1);
    expect(runs.count).toBe(2);
  });

  it('rolls a failed run back entirely, keeps its error and tries it again later; after-commit actions run only on success', async () => {
    let fail = true;
    const committed: string[] = [];
    const runner = new JobRunner(t.db, quiet);
    runner.add({
      name: jobName,
      everyMs: 1_000,
      async run({ db, afterCommit }) {
        await sql`INSERT INTO job_test_marks (job) VALUES (${jobName})`.execute(db);
        afterCommit(() => void committed.push('told'));
        if (fail) throw new Error('the scan broke');
      },
    });
    expect(await runner.tick()).toBe(0);
    expect(await marks(jobName)).toBe(0);
    expect(committed).toEqual([]);
    const failed = await t.db.selectFrom('jobs').selectAll().where('name', '=', jobName).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ runs: 0, last_error: 'the scan broke' });
    expect(failed.due_at.getTime()).toBeGreaterThan(Date.now());
    fail = false;
    await makeDue(jobName);
    expect(await runner.tick()).toBe(1);
    expect(await marks(jobName)).toBe(1);
    expect(committed).toEqual(['told']);
  });

  it('leaves a schedule alone when another runner adds the same job (a second instance starting)', async () => {
    const first = new JobRunner(t.db, quiet);
    first.add(countingJob(jobName, 60_000, { count: 0 }));
    await first.tick();
    const second = new JobRunner(t.db, quiet);
    const runs = { count: 0 };
    second.add(countingJob(jobName, 60_000, runs));
    expect(await second.tick()).toBe(0);
    expect(runs.count).toBe(0);
  });

  describe.skipIf(!POSTGRES)('two runners on two connection pools (two instances)', () => {
    let other: Database;

    beforeAll(async () => {
      const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.db);
      other = await openDatabase({ kind: 'postgres', url: withDatabase(POSTGRES!, rows[0]!.name), poolSize: 4 });
    });
    afterAll(() => other.close());

    it('never runs one due run twice: 20 rounds of 8 ticks at once from both, each run holding its claim 30 ms', async () => {
      const runs = { count: 0 };
      const a = new JobRunner(t.db, quiet);
      const b = new JobRunner(other.db, quiet);
      // separate runner objects per tick: a runner object runs one tick at a time by itself
      const runners = [a, b, ...Array.from({ length: 6 }, (_, index) => new JobRunner(index % 2 ? t.db : other.db, quiet))];
      for (const runner of runners) runner.add(countingJob(jobName, 3_600_000, runs, 30));
      for (let round = 1; round <= 20; round += 1) {
        if (round > 1) await makeDue(jobName);
        const ran = await Promise.all(runners.map((runner) => runner.tick()));
        expect(ran.reduce((sum, n) => sum + n, 0)).toBe(1);
        expect(runs.count).toBe(round);
      }
      expect(await marks(jobName)).toBe(20);
      expect((await t.db.selectFrom('jobs').select('runs').where('name', '=', jobName).executeTakeFirstOrThrow()).runs).toBe(20);
    });

    it('runs two different due jobs side by side on the two instances (a claimed job does not hold the other back)', async () => {
      const other2 = `${jobName}-b`;
      const runsA = { count: 0, spans: [] as [number, number][] };
      const runsB = { count: 0, spans: [] as [number, number][] };
      const make = (db: Database['db']) => {
        const runner = new JobRunner(db, quiet);
        runner.add(countingJob(jobName, 3_600_000, runsA, 500));
        runner.add(countingJob(other2, 3_600_000, runsB, 500));
        return runner;
      };
      const [ranA, ranB] = await Promise.all([make(t.db).tick(), make(other.db).tick()]);
      expect([ranA, ranB]).toEqual([1, 1]);
      expect(runsA.count).toBe(1);
      expect(runsB.count).toBe(1);
      // each instance took one job, at the same time: the two runs overlap
      const [[startA, endA], [startB, endB]] = [runsA.spans[0]!, runsB.spans[0]!];
      expect(startA < endB && startB < endA).toBe(true);
    });
  });
});
