import { PalmIcon } from '../../features/palm/components/palm-icon.tsx';
import { HistoryScreen } from '../../features/readings/components/history-screen.tsx';
import { ReadingKindIcon } from '../../features/readings/kinds.tsx';
import { isReadingKind } from '../../features/readings/lib/reading-links.ts';
import { useReadingAuth } from './use-reading-services.ts';

/** The hub's drawing of a kind, for the history rows (chat has none there). */
function kindIcon(kind: string) {
  if (kind === 'palm') return <PalmIcon />;
  return isReadingKind(kind) ? <ReadingKindIcon kind={kind} /> : null;
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
