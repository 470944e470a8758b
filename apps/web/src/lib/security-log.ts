import { readStorage, writeStorage } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** Spec §1, §9: the local security log keeps at most 100 entries. */
export const SECURITY_LOG_LIMIT = 100;

export interface SecurityLogEntry {
  /** What was blocked or noticed: `context-menu`, `devtools-shortcut`, `view-source`, … */
  kind: string;
  /** The key combination or other short detail. */
  detail?: string;
  path: string;
  at: string;
}

/** The entries, oldest first; an unreadable log reads as empty. */
export function readSecurityLog(): SecurityLogEntry[] {
  const raw = readStorage(STORAGE_KEYS.securityLog);
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is SecurityLogEntry =>
            typeof entry === 'object' && entry !== null && typeof entry.kind === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Appends an entry; beyond the limit the oldest go. Kept in this browser only, never sent. */
export function appendSecurityLog(
  entry: Omit<SecurityLogEntry, 'at' | 'path'> & Partial<Pick<SecurityLogEntry, 'at' | 'path'>>,
): void {
  const full: SecurityLogEntry = {
    kind: entry.kind,
    ...(entry.detail === undefined ? {} : { detail: entry.detail.slice(0, 100) }),
    path: entry.path ?? (typeof location === 'undefined' ? '' : location.pathname),
    at: entry.at ?? new Date().toISOString(),
  };
  const log = [...readSecurityLog(), full];
  writeStorage(STORAGE_KEYS.securityLog, JSON.stringify(log.slice(-SECURITY_LOG_LIMIT)));
}
