import { randomId } from './random-id.ts';
import { readStorage, writeStorage } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

let memoryId: string | null = null;

/** The stable per-browser id sent as `X-Client-Id`; created once and kept in localStorage. */
export function getClientId(): string {
  const stored = readStorage(STORAGE_KEYS.clientId);
  if (stored) return stored;
  memoryId ??= randomId();
  writeStorage(STORAGE_KEYS.clientId, memoryId);
  return memoryId;
}
