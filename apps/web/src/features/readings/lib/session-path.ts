import type { ReadingKind } from '../types.ts';

/** `/fortune/{kind}/sessions/{id}…`: the id is encoded, whatever came in from an address bar. */
export function sessionPath(kind: ReadingKind, sessionId: string, tail = ''): string {
  return `/fortune/${kind}/sessions/${encodeURIComponent(sessionId)}${tail}`;
}
