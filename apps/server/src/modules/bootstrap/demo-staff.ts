import type { StaffRole } from '@taxi/contract';
import type { Db } from '../../db/database';
import { hashPassword } from '../auth/passwords';

/** The password of the demo's staff members (issue 24 item 5), as `npm start` prints it. */
export const DEMO_STAFF_PASSWORD = 'Staff123!';

/** One staff member per role beside the demo admin (admin@demo.taxi), so each role's back office can be tried. */
export const DEMO_STAFF: readonly { role: Exclude<StaffRole, 'Admin'>; email: string; firstName: string; lastName: string }[] = [
  { role: 'Finance', email: 'finance@demo.taxi', firstName: 'Feride', lastName: 'Aksoy' },
  { role: 'Support', email: 'support@demo.taxi', firstName: 'Selin', lastName: 'Demirel' },
  { role: 'Dispatcher', email: 'dispatcher@demo.taxi', firstName: 'Deniz', lastName: 'Yalçın' },
  { role: 'Viewer', email: 'viewer@demo.taxi', firstName: 'Vedat', lastName: 'Kurt' },
];

/** Creates the demo's staff members that are not there yet (by e-mail; idempotent, any instance). */
export async function ensureDemoStaff(db: Db): Promise<number> {
  // Every start runs this: an argon2 hash only when someone is missing (the first start).
  const present = await db.selectFrom('users').select('email').where('email', 'in', DEMO_STAFF.map((member) => member.email)).execute();
  const missing = DEMO_STAFF.filter((member) => !present.some((row) => row.email === member.email));
  if (missing.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const created = await db
    .insertInto('users')
    .values(missing.map((member) => ({
      email: member.email,
      password_hash: passwordHash,
      role: member.role,
      first_name: member.firstName,
      last_name: member.lastName,
      email_confirmed: true,
      verification_status: 1,
      photo_url: null,
      rating: null,
    })))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return created.length;
}
