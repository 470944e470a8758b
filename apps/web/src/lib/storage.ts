import type { StorageKey } from './storage-keys.ts';

/**
 * localStorage that never throws: private browsing, a full quota or a blocked storage must not
 * break the app, so reads fall back to null and writes are dropped.
 */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only for this page.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}
