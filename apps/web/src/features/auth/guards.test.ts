import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { storeSession } from '@/test/fake-jwt';
import { redirectIfSignedIn, requireRoles } from './guards';

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${url}`), params, context: undefined }) as unknown as Parameters<ReturnType<typeof requireRoles>>[0];

const location = (run: () => unknown) => {
  try {
    run();
  } catch (response) {
    return (response as Response).headers.get('Location');
  }
  return null;
};

afterEach(() => session.reset());

describe('access guard (SPEC.md §4, §6)', () => {
  const guard = requireRoles(['Admin']);

  it('sends a signed-out visitor to /login', () => {
    expect(location(() => guard(args('/vehicles')))).toBe('/login?returnUrl=%2Fvehicles');
  });

  it('shows the public 404 for an unknown path while signed out', () => {
    expect(guard(args('/nowhere', { '*': 'nowhere' }))).toEqual({ signedIn: false });
  });

  it('sends a user without the Admin role to /home', () => {
    storeSession('Driver');
    expect(location(() => guard(args('/map')))).toBe('/home');
  });

  it('lets an admin through and re-checks expiry', () => {
    storeSession('Admin');
    expect(guard(args('/map'))).toEqual({ signedIn: true });
    session.reset();
    storeSession('Admin', -5);
    expect(location(() => guard(args('/map')))).toBe('/login?returnUrl=%2Fmap');
  });

  it('sends a signed-in user away from /login to /dashboard', () => {
    storeSession('Admin');
    expect(location(() => redirectIfSignedIn())).toBe('/dashboard');
  });
});
