import { tmpdir } from 'node:os';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { firstStart } from '../../src/modules/bootstrap/bootstrap';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, ensureDemoStaff } from '../../src/modules/bootstrap/demo-staff';
import { buildTestApp, openTestDatabase } from '../helpers/build-test-app';

const log = pino({ level: 'silent' });

describe('[24.5] the demo has one staff member per role', () => {
  it('creates them with the demo sign-in (once, however often it starts), not with a configured admin', async () => {
    const database = await openTestDatabase();
    try {
      // DEMO=0 keeps the generated data out; the demo sign-in is what brings the staff in.
      const demo = { ...loadConfig({ DATA_DIR: tmpdir(), DEMO: '1' }), demo: false };
      await firstStart(database.db, demo, log);
      await firstStart(database.db, demo, log);
      const rows = await database.db.selectFrom('users').select(['email', 'role']).where('email', 'in', DEMO_STAFF.map((member) => member.email)).orderBy('email').execute();
      expect(rows).toEqual(DEMO_STAFF.map(({ email, role }) => ({ email, role })).sort((a, b) => a.email.localeCompare(b.email)));

      const other = await openTestDatabase();
      try {
        await firstStart(other.db, loadConfig({ DATA_DIR: tmpdir(), DEMO: '0', ADMIN_EMAIL: 'ops@test.taxi', ADMIN_PASSWORD: 'long-enough-1' }), log);
        expect(await other.db.selectFrom('users').select('email').where('role', 'not in', ['Admin', 'Customer', 'Driver']).execute()).toEqual([]);
      } finally {
        await other.close();
      }
    } finally {
      await database.close();
    }
  });

  it('signs each of them in with the printed password, as their role', async () => {
    const t = await buildTestApp();
    try {
      await ensureDemoStaff(t.db);
      for (const member of DEMO_STAFF) {
        const response = await t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: { username: member.email, password: DEMO_STAFF_PASSWORD } });
        expect(response.statusCode, member.email).toBe(200);
        expect(response.json<{ user: { role: string } }>().user.role).toBe(member.role);
      }
    } finally {
      await t.close();
    }
  });
});
