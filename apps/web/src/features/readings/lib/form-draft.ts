import { readTabStorage, removeTabStorage, writeTabStorage } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import type { ReadingKind } from '../types.ts';

/**
 * A reading's answers, kept in this tab while its asker signs in: the e-mail code keeps the page,
 * but a provider's sign-in leaves it and comes back. One draft at a time, for one kind.
 */
export function saveDraft(kind: ReadingKind, values: unknown): void {
  writeTabStorage(STORAGE_KEYS.readingDraft, JSON.stringify({ kind, values }));
}

/** The kept answers of `kind`, once: taking them clears the draft. */
export function takeDraft<V>(kind: ReadingKind): V | null {
  const raw = readTabStorage(STORAGE_KEYS.readingDraft);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as { kind?: unknown; values?: unknown };
    if (draft.kind !== kind || !draft.values || typeof draft.values !== 'object') return null;
    removeTabStorage(STORAGE_KEYS.readingDraft);
    return draft.values as V;
  } catch {
    removeTabStorage(STORAGE_KEYS.readingDraft);
    return null;
  }
}
