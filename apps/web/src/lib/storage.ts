/**
 * Local storage that never throws: private modes, quotas and garbage values must not break the app.
 * The keys are SPEC.md §9's (`authToken`, `user`) plus our own UI preferences.
 */
export const storageKeys = {
  authToken: 'authToken',
  user: 'user',
  layoutSettings: 'layoutSettings',
  rememberedUsername: 'rememberedUsername',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled: the value simply is not remembered.
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to do.
    }
  },
  /** Parses a JSON value; anything unreadable is `null`. */
  getJson(key: StorageKey): unknown {
    const raw = storage.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  },
  setJson(key: StorageKey, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};
