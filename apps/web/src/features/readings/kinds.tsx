import { READING_KINDS } from '@duangdee/contract/reading-kinds';
import { LineDrawing } from '../../components/ui/line-drawing.tsx';
import type { ReadingKindView } from './kind-view.tsx';
import type { ReadingKind } from './types.ts';

/**
 * Every reading kind's web declaration, found by file: a new kind is one `kinds/<kind>.tsx` (its
 * form, screen and drawing) and its catalogue text; nothing here changes.
 */
const declared = Object.values(
  import.meta.glob<{ view: ReadingKindView }>('./kinds/*.tsx', { eager: true }),
).map((module) => module.view);

function byKind(views: ReadingKindView[]): Record<ReadingKind, ReadingKindView> {
  const map = Object.fromEntries(views.map((view) => [view.kind, view]));
  const missing = READING_KINDS.filter((kind) => !map[kind]);
  if (missing.length > 0)
    throw new Error(`reading kinds without a web view: ${missing.join(', ')}`);
  return map as Record<ReadingKind, ReadingKindView>;
}

export const READING_KIND_VIEWS = byKind(declared);

/** The kinds in hub order. */
export const READING_KIND_ORDER: ReadingKind[] = [...declared]
  .sort((a, b) => a.order - b.order)
  .map((view) => view.kind);

/** A kind's line drawing (the hub cards, the history rows). */
export function ReadingKindIcon({ kind }: { kind: ReadingKind }) {
  return <LineDrawing>{READING_KIND_VIEWS[kind].drawing}</LineDrawing>;
}
