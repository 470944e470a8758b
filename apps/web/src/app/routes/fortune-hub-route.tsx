import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { FortuneHub, type HubEntry } from '../../features/fortune/components/fortune-hub.tsx';
import { Mascot } from '../../features/game/components/mascot.tsx';
import { PalmIcon } from '../../features/palm/components/palm-icon.tsx';
import { READING_KIND_ORDER, ReadingKindIcon } from '../../features/readings/kinds.tsx';
import { readingKindPath } from '../../features/readings/lib/reading-links.ts';
import { useReadingAuth, useReadingCosts } from './use-reading-services.ts';

/** The kinds a visitor can try before signing in (a free เซียมซี a day). */
const FREE_TO_TRY: readonly string[] = ['love-sticks'];

/** `/fortune`: palm reading first, then every topic reading with its price, then the game. */
export function FortuneHubRoute() {
  const { t } = useTranslation();
  const { signedIn, checkingSignIn } = useReadingAuth();
  const costs = useReadingCosts();
  const visitor = !signedIn && !checkingSignIn;
  const entries: HubEntry[] = [
    {
      id: 'palm',
      title: t('palm.hub.title'),
      description: t('palm.hub.description'),
      path: paths.palmAnalysis,
      icon: <PalmIcon />,
      cost: costs?.palm,
    },
    ...READING_KIND_ORDER.map((kind) => ({
      id: kind,
      title: t(`readings.kinds.${kind}`),
      description: t(`readings.hub.${kind}`),
      path: readingKindPath(kind),
      icon: <ReadingKindIcon kind={kind} />,
      cost: costs?.[kind],
      freeToTry: visitor && FREE_TO_TRY.includes(kind),
    })),
    {
      id: 'game',
      title: t('game.hub.title'),
      description: t('game.hub.description'),
      path: paths.game,
      icon: <Mascot className="size-10" />,
    },
  ];
  return <FortuneHub entries={entries} />;
}
