import { READING_KINDS } from '@duangdee/contract/reading-kinds';
import { fortuneFeaturePath, paths } from '../../../config/paths.ts';
import type { HistoryItem, ReadingKind } from '../types.ts';

export function isReadingKind(value: unknown): value is ReadingKind {
  return typeof value === 'string' && (READING_KINDS as readonly string[]).includes(value);
}

/** The screen where a reading of `kind` is asked for. */
export function readingKindPath(kind: ReadingKind): string {
  if (kind === 'compatibility') return paths.compatibility;
  if (kind === 'love-sticks') return paths.loveSticks;
  return fortuneFeaturePath(kind);
}

/** `/fortune-results?kind=…&session=…`: the user's own reading. */
export function ownResultPath(kind: ReadingKind, sessionId: string): string {
  const query = new URLSearchParams({ kind, session: sessionId });
  return `${paths.fortuneResults}?${query.toString()}`;
}

/** `/fortune-results?share=…`: a reading anyone with the link may read. */
export function sharedResultPath(shareToken: string): string {
  return `${paths.fortuneResults}?${new URLSearchParams({ share: shareToken }).toString()}`;
}

/**
 * Where a history row opens. Palm readings and chats have screens of their own; every topic
 * reading opens in the results screen.
 */
export function historyItemPath(item: Pick<HistoryItem, 'kind' | 'sessionId'>): string | null {
  const session = new URLSearchParams({ session: item.sessionId }).toString();
  if (item.kind === 'palm') return `${paths.palmAnalysis}?${session}`;
  if (item.kind === 'chat') return `${paths.chat}?${session}`;
  if (isReadingKind(item.kind)) return ownResultPath(item.kind, item.sessionId);
  return null;
}
