import type { Role, SessionUser } from '@taxi/contract';
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

/**
 * The contract's SessionUser schema checks a stored user. It comes with zod, so it is loaded only
 * when there is a stored session to check (`session.prepare()` before the first render, another
 * tab signing in): a first visit's sign-in page does without it (docs/performance-web.md).
 */
let userSchema: typeof SessionUser | null = null;

async function loadUserSchema(): Promise<void> {
  userSchema ??= (await import('@taxi/contract')).SessionUser;
}

let current: Session | null = null;
let restored = false;
let restoreError: string | null = null;
/** The stored-user schema is being loaded for a token that appeared after prepare(). */
let schemaPending = false;
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
  const user = (userSchema as typeof SessionUser).safeParse(rawUser);
  if (!user.success) return null;
  return { token, claims, roles: getTokenRoles(claims), user: user.data };
}

function restore(): void {
  const token = storage.get(storageKeys.authToken);
  if (token !== null && !userSchema) {
    // A token stored after this page's prepare() (another script of this page; another tab's
    // arrives as a storage event): not a reason to discard it. Signed out until the schema is in,
    // then read again and announced.
    current = null;
    if (!schemaPending) {
      schemaPending = true;
      void loadUserSchema().then(() => {
        schemaPending = false;
        restore();
        emit();
      });
    }
    return;
  }
  restored = true;
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
  /** Loads what restoring a stored session needs; the app awaits it before its first render. */
  async prepare(): Promise<void> {
    if (storage.get(storageKeys.authToken) !== null) await loadUserSchema();
  },
  /** Loads the stored-user schema whatever is stored (tests). */
  loadSchema: loadUserSchema,
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
    void session.prepare().then(() => {
      restore();
      emit();
    });
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
