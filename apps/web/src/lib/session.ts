import { SessionUser, type Role } from '@taxi/contract';
import { useSyncExternalStore } from 'react';
import { decodeToken, getTokenRoles, isTokenExpired } from './jwt';
import { storage, storageKeys } from './storage';

/**
 * The signed-in admin: the bearer token, its decoded claims and the stored user (SPEC.md §4).
 * Restored from local storage at start; anything unreadable signs the user out instead of
 * breaking the app, and the reason is kept for the sign-in page to show.
 */
export interface Session {
  token: string;
  claims: Record<string, unknown>;
  roles: string[];
  user: SessionUser;
}

type Listener = () => void;

let current: Session | null = null;
let restored = false;
let restoreError: string | null = null;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function clearStorage(): void {
  storage.remove(storageKeys.authToken);
  storage.remove(storageKeys.user);
}

function readSession(token: string, rawUser: unknown): Session | null {
  const claims = decodeToken(token);
  if (isTokenExpired(claims)) return null;
  const user = SessionUser.safeParse(rawUser);
  if (!user.success) return null;
  return { token, claims, roles: getTokenRoles(claims), user: user.data };
}

function restore(): void {
  restored = true;
  const token = storage.get(storageKeys.authToken);
  if (token === null) {
    current = null;
    return;
  }
  try {
    current = readSession(token, storage.getJson(storageKeys.user));
  } catch (error) {
    current = null;
    restoreError = error instanceof Error ? error.message : String(error);
    console.warn('Stored session discarded:', restoreError);
  }
  if (current === null) clearStorage();
}

export const session = {
  get(): Session | null {
    if (!restored) restore();
    return current;
  },
  /** Signed in means a stored token whose `exp` has not passed (zero offset). */
  isLoggedIn(): boolean {
    const value = session.get();
    if (value && isTokenExpired(value.claims)) {
      session.signOut();
      return false;
    }
    return value !== null;
  },
  hasAnyRole(roles: readonly Role[]): boolean {
    const value = session.get();
    return value !== null && value.roles.some((role) => roles.includes(role as Role));
  },
  /** Stores `authToken` and `user`; throws the SPEC.md §8 message when the token is not a JWT. */
  signIn(token: string, user: SessionUser): void {
    const claims = decodeToken(token);
    storage.set(storageKeys.authToken, token);
    storage.setJson(storageKeys.user, user);
    current = { token, claims, roles: getTokenRoles(claims), user };
    restored = true;
    restoreError = null;
    emit();
  },
  signOut(): void {
    clearStorage();
    const changed = current !== null;
    current = null;
    restored = true;
    if (changed) emit();
  },
  /** Why the stored session was discarded at start (token decoding errors), read once. */
  takeRestoreError(): string | null {
    const error = restoreError;
    restoreError = null;
    return error;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Test helper: forget the in-memory state so the next read restores from storage. */
  reset(): void {
    current = null;
    restored = false;
    restoreError = null;
  },
};

// Another tab signing in or out changes the stored token: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKeys.authToken && event.key !== storageKeys.user && event.key !== null) return;
    restore();
    emit();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
