import { findReadingKind } from '../../features/fortune/reading-kinds.ts';
import { ReadingKindIcon } from '../../features/fortune/components/reading-kind-icon.tsx';
import { HistoryScreen } from '../../features/readings/components/history-screen.tsx';
import { useReadingAuth } from './use-reading-services.ts';

/** The hub's drawing of a kind, for the history rows (chat has none there). */
function kindIcon(kind: string) {
  const known = findReadingKind(kind);
  return known ? <ReadingKindIcon kind={known.id} /> : null;
}

/** `/history`: every reading of the signed-in user. */
export function HistoryRoute() {
  const { signedIn, checkingSignIn, onSignIn } = useReadingAuth();
  return (
    <HistoryScreen
      signedIn={signedIn}
      checkingSignIn={checkingSignIn}
      onSignIn={onSignIn}
      kindIcon={kindIcon}
    />
  );
}
