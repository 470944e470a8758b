import { useTranslation } from 'react-i18next';
import { GAME_HOLES } from '@duangdee/contract/game';
import { Mascot } from './mascot.tsx';

/**
 * The 3×3 board. Each hole is a real button, numbered like a phone's keypad (1 top left, 9 bottom
 * right), so it can be tapped, clicked, or pressed with the number keys.
 */
export function GameBoard({
  mascotHole,
  happyHole,
  active,
  onTap,
}: {
  mascotHole: number | null;
  /** The hole just hit: the mascot grins there for a moment. */
  happyHole: number | null;
  active: boolean;
  onTap: (hole: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('game.board')}
      className="mx-auto grid w-full max-w-sm grid-cols-3 gap-3 rounded-3xl bg-gradient-to-b from-indigo-900 to-indigo-950 p-4 shadow-inner"
    >
      {Array.from({ length: GAME_HOLES }, (_, i) => i + 1).map((hole) => {
        const out = hole === mascotHole;
        return (
          <button
            key={hole}
            type="button"
            disabled={!active}
            aria-label={
              out ? t('game.holeWithMascot', { number: hole }) : t('game.hole', { number: hole })
            }
            onClick={() => onTap(hole)}
            data-mascot={out ? 'out' : undefined}
            className="relative aspect-square touch-manipulation overflow-hidden rounded-2xl bg-indigo-800/60 ring-1 ring-indigo-700 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400 enabled:active:scale-95 disabled:cursor-default"
          >
            <span
              aria-hidden="true"
              className="absolute start-1.5 top-1 text-xs font-semibold text-indigo-300"
            >
              {hole}
            </span>
            <span
              aria-hidden="true"
              className="absolute inset-x-2 bottom-2 h-1/4 rounded-[50%] bg-indigo-950 shadow-[inset_0_4px_6px_rgba(0,0,0,0.5)]"
            />
            <span
              aria-hidden="true"
              className={`absolute inset-x-1 bottom-3 transition-transform duration-150 ease-out motion-reduce:transition-none ${
                out ? 'translate-y-0' : 'translate-y-[160%]'
              }`}
            >
              <Mascot happy={!out && happyHole === hole} className="mx-auto w-4/5 drop-shadow" />
            </span>
          </button>
        );
      })}
    </div>
  );
}
