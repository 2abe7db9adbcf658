import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { isDemoSeedNeeded, seedDemo } from '../../demo/seed-demo';
import { ensureAppSettings } from '../app-settings/app-settings.defaults';
import { hashPassword } from '../auth/passwords';
import { withSetupLock } from '../../db/migrate';
import { useDaysZone } from '../insight/insight.repository';
import { findUserByEmail } from '../users/users.repository';
import { ensureDemoStaff } from './demo-staff';

/** The password every generated demo customer and driver signs in with. */
export const DEMO_USER_PASSWORD = 'Demo123!';

/**
 * The first-start setup under the migrations' advisory lock (issue 7, defect 13): two instances
 * starting at once on one PostgreSQL take turns, and the second finds everything done.
 */
export async function firstStart(db: Db, config: Config, log: FastifyBaseLogger, now = new Date()): Promise<void> {
  await withSetupLock(db, (conn) => bootstrap(conn, config, log, now));
}

/**
 * First-start work after migrations: the demo data on an empty database (DEMO=1), the one
 * settings record, the insight days' zone (docs/insight.md), the bootstrap admin of DESIGN.md §4, and (demo sign-in only) one staff member
 * per role.
 */
export async function bootstrap(db: Db, config: Config, log: FastifyBaseLogger, now = new Date()): Promise<void> {
  if (config.demo && (await isDemoSeedNeeded(db))) {
    const started = Date.now();
    const summary = await seedDemo(db, { now, passwordHash: await hashPassword(DEMO_USER_PASSWORD), timeZone: config.operatorTimeZone });
    log.info({ ...summary, ms: Date.now() - started }, 'demo data seeded');
  }
  await ensureAppSettings(db);
  // the insight days' rollup of this zone: built from the folded slots on the first start or after a change of zone
  await useDaysZone(db, config.operatorTimeZone);
  if (config.admin && !(await findUserByEmail(db, config.admin.email))) {
    // Idempotent even without the lock: a concurrent insert of the same e-mail is skipped.
    const created = await db.insertInto('users').values({
      email: config.admin.email,
      password_hash: await hashPassword(config.admin.password),
      role: 'Admin',
      first_name: 'System',
      last_name: 'Administrator',
      email_confirmed: true,
      verification_status: 1,
      photo_url: null,
      rating: null,
    }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
    if (created) log.info({ email: config.admin.email }, 'bootstrap admin created');
  }
  // The demo's well-known sign-ins: one staff member per role beside the demo admin (issue 24).
  if (config.demoSignIn) {
    const staff = await ensureDemoStaff(db);
    if (staff > 0) log.info({ staff }, 'demo staff created');
  }
}
