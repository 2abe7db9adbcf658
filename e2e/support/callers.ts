import { type UserListItem } from '@taxi/contract';
import { expect } from '@playwright/test';
import { DEMO_USER_PASSWORD } from './api';

/** A signed-in demo user: their id, full name and bearer token. */
export interface Caller {
  id: number;
  name: string;
  token: string;
}

/**
 * The API through plain `fetch` for specs that act as many users at once (drivers reporting
 * positions, customers asking for trips) outside any page: `call` with a bearer token (or none),
 * `signIn` with the demo password, `demoUsers` to find demo users of a role that fit a test.
 */
export function callers(baseURL: string) {
  async function call<T>(token: string | null, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** The user's token, or null when the sign-in is refused. */
  async function signIn(email: string, password = DEMO_USER_PASSWORD): Promise<string | null> {
    const answer = await call<{ token: string }>(null, 'POST', '/api/auth/Login', { username: email, password });
    return answer.status === 200 ? answer.body.token : null;
  }

  /** `count` demo users of a role who sign in with the demo password and pass `accept` (e.g. may go online). */
  async function demoUsers(admin: string, role: 'Driver' | 'Customer', count: number, accept: (token: string) => Promise<boolean>): Promise<Caller[]> {
    const users = (await call<UserListItem[]>(admin, 'GET', `/api/users/GetUsers?Role=${role}&pageNumber=1&pageSize=100`)).body;
    const found: Caller[] = [];
    for (const user of users) {
      if (found.length >= count) break;
      const token = await signIn(user.email);
      if (token && (await accept(token))) found.push({ id: user.id, name: `${user.firstName} ${user.lastName}`, token });
    }
    expect(found.length, `${count} demo ${role.toLowerCase()}s`).toBe(count);
    return found;
  }

  return { call, signIn, demoUsers };
}
