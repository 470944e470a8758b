import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useGameMe } from '../api/game-me.ts';
import { createBeeper, readSoundOn, writeSoundOn, type Beep } from '../lib/game-sound.ts';
import { useRound } from '../lib/use-round.ts';
import { GameBoard } from './game-board.tsx';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { Mascot } from './mascot.tsx';
import { SoundIcon } from './sound-icon.tsx';
import { formatNumber } from '../../../lib/format-number.ts';

type Tab = 'play' | 'leaderboard';
const TABS: readonly Tab[] = ['play', 'leaderboard'];

/**
 * `/game`: แตะน้องดาว, the hit-the-mascot game. A 30-second round on a 3×3 board (touch, mouse or
 * the number keys 1–9), the score and combo as it goes, the server's score and the player's best
 * at the end, and today's leaderboard in the second tab.
 */
export function GameScreen() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<Tab>('play');
  const [soundOn, setSoundOn] = useState(readSoundOn);
  const beeper = useMemo(() => createBeeper(), []);
  useEffect(() => () => beeper.close(), [beeper]);
  const soundRef = useRef(soundOn);
  soundRef.current = soundOn;
  const round = useRound({
    beep: (beep: Beep) => {
      if (soundRef.current) beeper.play(beep);
    },
  });
  const me = useGameMe();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ play: null, leaderboard: null });
  const playing = round.phase === 'playing';
  const { hitHole } = round;

  // The number keys 1–9 tap the holes, laid out like a phone's keypad; a key held down is one tap.
  useEffect(() => {
    if (!playing || tab !== 'play') return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || !/^[1-9]$/.test(event.key)) return;
      event.preventDefault();
      if (event.repeat) return;
      hitHole(Number(event.key));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [playing, tab, hitHole]);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length] ?? 'play';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const toggleSound = () => {
    const next = !soundOn;
    setSoundOn(next);
    writeSoundOn(next);
    if (next) beeper.play('hit');
  };

  // The round's outcome shows below the board: bring it into view on a small screen.
  const outcomeRef = useRef<HTMLDivElement>(null);
  const ended = round.phase === 'done' || round.phase === 'failed';
  useEffect(() => {
    if (ended) outcomeRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [ended]);

  const best = round.result?.bestScore ?? me.data?.bestScore;
  const busy = round.phase === 'starting' || round.phase === 'finishing';

  return (
    <Screen title={t('game.title')} lead={t('game.lead')}>
      <div role="tablist" aria-label={t('game.tabs.label')} className="flex gap-2">
        {TABS.map((id) => (
          <button
            key={id}
            ref={(node) => {
              tabRefs.current[id] = node;
            }}
            type="button"
            role="tab"
            id={`game-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`game-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={onTabKey}
            className={`min-h-11 rounded-full px-4 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 ${
              tab === id
                ? 'bg-indigo-800 text-amber-50 dark:bg-amber-400 dark:text-indigo-950'
                : 'bg-white text-indigo-900 ring-1 ring-indigo-200 dark:bg-transparent dark:text-amber-100 dark:ring-indigo-700'
            }`}
          >
            {t(`game.tabs.${id}`)}
          </button>
        ))}
      </div>

      <section
        role="tabpanel"
        id="game-panel-play"
        aria-labelledby="game-tab-play"
        hidden={tab !== 'play'}
        className="space-y-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700 dark:text-indigo-200">
            {best !== undefined ? (
              <>
                {t('game.best.label')}{' '}
                <strong className="text-indigo-950 dark:text-amber-100" data-testid="best-score">
                  {formatNumber(best, i18n.language)}
                </strong>
                {me.data ? (
                  <span className="ms-2">
                    · {t('game.best.roundsToday', { count: me.data.roundsToday })}
                  </span>
                ) : null}
              </>
            ) : null}
          </p>
          <button
            type="button"
            aria-pressed={soundOn}
            aria-label={t('game.sound.label')}
            onClick={toggleSound}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-indigo-900 ring-1 ring-indigo-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:bg-transparent dark:text-amber-100 dark:ring-indigo-700"
          >
            <SoundIcon on={soundOn} />
            {soundOn ? t('game.sound.on') : t('game.sound.off')}
          </button>
        </div>

        <dl className="grid grid-cols-3 gap-2 text-center">
          <div className="rounded-2xl bg-white p-2 ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800">
            <dt className="text-xs text-slate-600 dark:text-indigo-300">{t('game.timeLeft')}</dt>
            <dd
              role="timer"
              className="text-2xl font-bold tabular-nums text-indigo-950 dark:text-amber-100"
            >
              {t('game.seconds', { count: round.secondsLeft })}
            </dd>
          </div>
          <div className="rounded-2xl bg-white p-2 ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800">
            <dt className="text-xs text-slate-600 dark:text-indigo-300">{t('game.score')}</dt>
            <dd
              data-testid="live-score"
              className="text-2xl font-bold tabular-nums text-indigo-950 dark:text-amber-100"
            >
              {formatNumber(round.liveScore, i18n.language)}
            </dd>
          </div>
          <div className="rounded-2xl bg-white p-2 ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800">
            <dt className="text-xs text-slate-600 dark:text-indigo-300">{t('game.combo')}</dt>
            <dd
              data-testid="combo"
              className={`text-2xl font-bold tabular-nums ${
                round.board.combo >= 3
                  ? 'text-amber-600 dark:text-amber-300'
                  : 'text-indigo-950 dark:text-amber-100'
              }`}
            >
              ×{round.board.combo}
            </dd>
          </div>
        </dl>

        <GameBoard
          mascotHole={playing ? (round.board.mascot?.hole ?? null) : null}
          happyHole={round.lastHit}
          active={playing}
          onTap={hitHole}
        />
        <p className="text-center text-sm text-slate-600 dark:text-indigo-300">{t('game.howTo')}</p>

        <div ref={outcomeRef} className="scroll-mb-24 space-y-4">
          <div role="status" aria-live="polite">
            {round.phase === 'finishing' ? (
              <p className="text-center text-indigo-950 dark:text-amber-100">
                {t('game.finishing')}
              </p>
            ) : null}
            {round.phase === 'done' && round.result ? (
              <Card className="flex items-center gap-4">
                <Mascot happy className="size-20 shrink-0" />
                <div className="space-y-1">
                  <h2 className="text-lg font-bold text-indigo-950 dark:text-amber-100">
                    {t('game.result.title')}
                  </h2>
                  <p className="text-2xl font-bold text-amber-700 dark:text-amber-300">
                    {t('game.result.score', { score: round.result.score })}
                  </p>
                  <p className="text-sm text-slate-700 dark:text-indigo-200">
                    {t('game.result.detail', {
                      hits: round.board.hits,
                      misses: round.board.misses,
                      maxCombo: round.board.maxCombo,
                    })}
                  </p>
                  <p className="text-sm text-slate-700 dark:text-indigo-200">
                    {round.result.isNewBest
                      ? t('game.result.newBest')
                      : `${t('game.result.best', { best: round.result.bestScore })} · ${t('game.result.cheer')}`}
                  </p>
                </div>
              </Card>
            ) : null}
            {round.phase === 'failed' && round.problem ? (
              <p className="rounded-2xl bg-rose-50 p-3 text-rose-900 dark:bg-rose-950/60 dark:text-rose-100">
                {t(`game.errors.${round.problem}`)}
              </p>
            ) : null}
          </div>

          {!playing ? (
            <div className="flex justify-center">
              <Button variant="gold" disabled={busy} onClick={() => void round.start()}>
                {round.phase === 'starting'
                  ? t('game.starting')
                  : round.phase === 'idle'
                    ? t('game.start')
                    : t('game.playAgain')}
              </Button>
            </div>
          ) : null}
        </div>
      </section>

      <section
        role="tabpanel"
        id="game-panel-leaderboard"
        aria-labelledby="game-tab-leaderboard"
        hidden={tab !== 'leaderboard'}
        className="space-y-3"
      >
        <h2 className="text-lg font-semibold text-indigo-950 dark:text-amber-100">
          {t('game.leaderboard.title')}
        </h2>
        <LeaderboardTable active={tab === 'leaderboard'} />
      </section>
    </Screen>
  );
}
