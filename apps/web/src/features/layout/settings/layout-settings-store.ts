import { useSyncExternalStore } from 'react';
import { storage, storageKeys } from '@/lib/storage';
import { DEFAULT_LAYOUT_SETTINGS, parseLayoutSettings, type LayoutSettings } from './layout-settings';

type Listener = () => void;

let current: LayoutSettings | null = null;
const listeners = new Set<Listener>();

function read(): LayoutSettings {
  current ??= parseLayoutSettings(storage.getJson(storageKeys.layoutSettings));
  return current;
}

/** Layout settings remembered across reloads in local storage. */
export const layoutSettingsStore = {
  get: read,
  update(patch: Partial<LayoutSettings>): void {
    current = { ...read(), ...patch };
    storage.setJson(storageKeys.layoutSettings, current);
    for (const listener of listeners) listener();
  },
  /** Back to the defaults of SPEC.md §1; the interface language is kept. */
  reset(): void {
    layoutSettingsStore.update({ ...DEFAULT_LAYOUT_SETTINGS, language: read().language });
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(layoutSettingsStore.subscribe, read, read);
}
