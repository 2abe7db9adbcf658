import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { FallbackLog } from '../../lib/fallback';

/** What a job is handed: the transaction holding its claim (every write of the run goes through it) and the run's clock. */
export interface JobContext {
  db: Db;
  now: Date;
  /** Called once the run has committed (e.g. to publish what it made); not called if the run fails. */
  afterCommit(action: () => void | Promise<void>): void;
}

/** One recurring job: a unique name, how often it runs, and the run itself (short: it holds its row's lock while it runs). */
export interface Job {
  name: string;
  everyMs: number;
  /** When its row is first made, how long until the first run (default 0: due at once). */
  firstRunAfterMs?: number;
  run(context: JobContext): Promise<void>;
}

/** How often a runner looks for due jobs, ms. */
export const DEFAULT_POLL_MS = 5_000;
/** A failed run is tried again after its interval, or after this at most, ms. */
const RETRY_MS = 60_000;

/**
 * Runs each due job once across every runner on the same database (docs/notifications.md "Job
 * runner"). A tick claims one due row of `jobs` with `FOR UPDATE SKIP LOCKED` in a transaction, runs
 * the job inside it and moves `due_at` on by the job's interval before committing. Another runner
 * (another process or instance) skips the locked row; once it commits, the row is not due any more.
 * A failed run rolls back entirely (its writes too) and is tried again at the next tick; its error
 * is kept on the row. On the embedded database (one connection) ticks simply take turns.
 */
export class JobRunner {
  private readonly jobs = new Map<string, Job>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<number> | null = null;
  private registered: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FallbackLog,
    private readonly pollMs = DEFAULT_POLL_MS,
  ) {}

  add(job: Job) {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is added twice`);
    this.jobs.set(job.name, job);
    this.registered = null;
  }

  /** Makes `name` due now (e.g. after a change its job should see soon). */
  async dueNow(name: string) {
    await this.ensureRows();
    await this.db.updateTable('jobs').set({ due_at: sql`now()` }).where('name', '=', name).execute();
  }

  /** Runs every job that is due now, one claim at a time, until none is left; resolves with how many ran here. */
  tick(): Promise<number> {
    // one tick at a time per runner: a slow run is not started over by the next poll
    this.ticking ??= this.runDue().finally(() => (this.ticking = null));
    return this.ticking;
  }

  /** Polls every pollMs (or the shortest job interval, if shorter) until `stop`. */
  start() {
    if (this.timer) return;
    const every = Math.min(this.pollMs, ...[...this.jobs.values()].map((job) => job.everyMs));
    const loop = () => {
      this.timer = setTimeout(() => void this.tick().catch((error: unknown) => this.log.warn({ err: error }, 'job runner tick failed')).finally(() => this.timer && loop()), every);
      this.timer.unref();
    };
    loop();
    void this.tick().catch((error: unknown) => this.log.warn({ err: error }, 'job runner tick failed'));
  }

  /** Stops polling and waits for a run in progress. */
  async stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.ticking?.catch(() => undefined);
  }

  /** Every added job has its row (due now the first time, or after its firstRunAfterMs; an existing row keeps its schedule). */
  private ensureRows(): Promise<void> {
    this.registered ??= (async () => {
      const jobs = [...this.jobs.values()];
      if (jobs.length) {
        const rows = jobs.map((job) => ({ name: job.name, due_at: sql<Date>`now() + ${`${job.firstRunAfterMs ?? 0} milliseconds`}::interval` }));
        await this.db.insertInto('jobs').values(rows).onConflict((oc) => oc.column('name').doNothing()).execute();
      }
    })().catch((error: unknown) => {
      this.registered = null;
      throw error;
    });
    return this.registered;
  }

  private async runDue(): Promise<number> {
    await this.ensureRows();
    let ran = 0;
    // at most one pass over the jobs: a job failing again and again must not spin
    for (let index = 0; index < this.jobs.size; index += 1) {
      const outcome = await this.claimAndRun();
      if (outcome === 'none') break;
      if (outcome === 'ran') ran += 1;
    }
    return ran;
  }

  /** Claims the most overdue job no other runner holds, runs it and moves it on, in one transaction. */
  private async claimAndRun(): Promise<'none' | 'ran' | 'failed'> {
    const after: (() => void | Promise<void>)[] = [];
    let failed: { name: string; error: unknown } | null = null;
    const claimed = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('jobs')
        .select(['name', sql<Date>`now()`.as('now')])
        .where('name', 'in', [...this.jobs.keys()])
        .where('due_at', '<=', sql<Date>`now()`)
        .orderBy('due_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return null;
      const job = this.jobs.get(row.name)!;
      // a savepoint: a failed run rolls back its own writes, the claim still records the failure
      await sql`SAVEPOINT job_run`.execute(trx);
      try {
        await job.run({ db: trx, now: row.now, afterCommit: (action) => after.push(action) });
        await sql`RELEASE SAVEPOINT job_run`.execute(trx);
        await trx
          .updateTable('jobs')
          .set({ due_at: sql`now() + ${`${job.everyMs} milliseconds`}::interval`, runs: sql`runs + 1`, last_run_at: sql`now()` })
          .where('name', '=', row.name)
          .execute();
      } catch (error) {
        await sql`ROLLBACK TO SAVEPOINT job_run`.execute(trx);
        after.length = 0;
        failed = { name: row.name, error };
        await trx
          .updateTable('jobs')
          .set({
            due_at: sql`now() + ${`${Math.min(job.everyMs, RETRY_MS)} milliseconds`}::interval`,
            last_error: String(error instanceof Error ? error.message : error).slice(0, 1000),
            last_error_at: sql`now()`,
          })
          .where('name', '=', row.name)
          .execute();
      }
      return row.name;
    });
    if (!claimed) return 'none';
    if (failed) {
      const { name, error } = failed as { name: string; error: unknown };
      this.log.warn({ err: error, job: name }, 'a job run failed; it is tried again at the next tick');
      return 'failed';
    }
    for (const action of after) {
      try {
        await action();
      } catch (error) {
        this.log.warn({ err: error, job: claimed }, 'an after-commit action of a job failed');
      }
    }
    return 'ran';
  }
}
