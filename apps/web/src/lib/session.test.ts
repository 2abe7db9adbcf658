import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, fakeJwt, storeSession } from '@/test/fake-jwt';
import { session } from './session';

afterEach(() => session.reset());

describe('session restore (SPEC.md §4)', () => {
  it('restores a valid stored token and user', () => {
    storeSession('Admin');
    expect(session.isLoggedIn()).toBe(true);
    expect(session.hasAnyRole(['Admin'])).toBe(true);
    expect(session.get()?.user.firstName).toBe('Demo');
  });

  it('signs out on an expired token (zero offset)', () => {
    storeSession('Admin', -1);
    expect(session.isLoggedIn()).toBe(false);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('discards a token that is not a JWT and keeps the reason', () => {
    localStorage.setItem('authToken', 'not-a-jwt');
    localStorage.setItem('user', JSON.stringify(adminUser));
    expect(session.isLoggedIn()).toBe(false);
    expect(session.takeRestoreError()).toBe("The inspected token doesn't appear to be a JWT...");
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('discards a garbage user', () => {
    storeSession('Admin', 3600, 'garbage');
    localStorage.setItem('user', '{not json');
    expect(session.isLoggedIn()).toBe(false);
  });

  it('accepts a list of roles', () => {
    storeSession(['Driver', 'Admin']);
    expect(session.hasAnyRole(['Admin'])).toBe(true);
  });

  it('signIn stores authToken and user; signOut removes both', () => {
    const token = fakeJwt({ role: 'Admin', exp: Date.now() / 1000 + 60 });
    session.signIn(token, adminUser);
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(adminUser);
    session.signOut();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(session.get()).toBeNull();
  });
});

describe('a token stored after prepare() (the stored-user schema not loaded yet)', () => {
  it('is not discarded: signed out until the schema is in, then restored and announced', async () => {
    vi.resetModules();
    const fresh = (await import('./session')).session;
    fresh.reset();
    await fresh.prepare(); // nothing stored: the schema stays out (a first visit's sign-in page)
    storeSession('Admin');
    const heard = vi.fn();
    fresh.subscribe(heard);

    expect(fresh.get()).toBeNull();
    expect(localStorage.getItem('authToken')).not.toBeNull(); // kept, not cleared
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    expect(fresh.get()?.user.firstName).toBe('Demo');
    expect(fresh.takeRestoreError()).toBeNull();
  });
});
