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

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** sessionStorage (this tab only, survives a redirect and back), as forgiving as the above. */
export function readTabStorage(key: StorageKey): string | null {
  try {
    return tabStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeTabStorage(key: StorageKey, value: string): void {
  try {
    tabStorage()?.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only for this page.
  }
}

export function removeTabStorage(key: StorageKey): void {
  try {
    tabStorage()?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}
