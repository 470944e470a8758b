import { READING_KIND_VIEWS } from '../kinds.tsx';
import type { ReadingKind, ReadingServices } from '../types.ts';

/**
 * The screen of one reading kind, from the kinds map. Each is keyed by its kind, so moving
 * between kinds starts afresh.
 */
export function TopicReadingScreen({
  kind,
  services,
}: {
  kind: ReadingKind;
  services: ReadingServices;
}) {
  const { Screen } = READING_KIND_VIEWS[kind];
  return <Screen key={kind} services={services} />;
}
