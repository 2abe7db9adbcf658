import type { StaffMember, StaffPasswordAnswer } from '@taxi/contract';
import type { As, TestApp } from '../helpers/build-test-app';

/** The staff routes as a test calls them (issue 24 item 2), signed in as `as` (default: the test app's admin). */
export function staffCalls(t: TestApp) {
  const call = (as: As, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => t.injectAs(as, { method, url, ...(payload ? { payload } : {}) });
  return {
    list: (query = '', as: As = 'admin') => call(as, 'GET', `/api/staff/GetStaff${query ? `?${query}` : ''}`),
    create: (body: object, as: As = 'admin') => call(as, 'POST', '/api/staff/CreateStaffMember', body),
    changeRole: (id: number, role: string, as: As = 'admin') => call(as, 'PATCH', `/api/staff/ChangeStaffRole/${id}`, { role }),
    deactivate: (id: number, as: As = 'admin') => call(as, 'POST', `/api/staff/DeactivateStaffMember/${id}`),
    reactivate: (id: number, as: As = 'admin') => call(as, 'POST', `/api/staff/ReactivateStaffMember/${id}`),
    resetPassword: (id: number, as: As = 'admin') => call(as, 'POST', `/api/staff/ResetStaffPassword/${id}`),
    /** Signs in through POST /api/auth/Login: the status and, on 200, the token. */
    signIn: async (username: string, password: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: { username, password } });
      return { status: res.statusCode, token: res.statusCode === 200 ? res.json<{ token: string }>().token : null, body: res.json() };
    },
    /** A call with a token as it was handed out (not re-signed): 200 while the session lives, 401 once it ended. */
    withToken: (token: string, url = '/api/Dashboard/GetSummary') => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }),
  };
}

export type Created = StaffPasswordAnswer & { member: StaffMember };

let sequence = 0;
/** A valid create body with a fresh e-mail address. */
export const newStaffBody = (role: string, overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return { firstName: 'Selin', lastName: `Staff${sequence}`, email: `staff${sequence}-${Date.now()}@test.taxi`, phoneNumber: `+90 533 111 ${String(sequence).padStart(4, '0')}`, role, ...overrides };
};

/** The audit rows of a user, oldest first, with their JSON read back. */
export const auditOf = (t: TestApp, userId: number) =>
  t.db.selectFrom('audit_entries').selectAll().where('entity_type', '=', 'User').where('entity_id', '=', String(userId)).orderBy('id').execute();
