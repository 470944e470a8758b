import { useCallback, useEffect, useRef, useState } from 'react';
import { GAME_ROUND_SECONDS, gameScore } from '@duangdee/contract/game';
import {
  advanceGameBoard,
  endGameBoard,
  newGameBoard,
  tapGameBoard,
  type GameBoardState,
  type GameTap,
} from '@duangdee/contract/game-board';
import { ApiError } from '../../../lib/api-error.ts';
import { useFinishRound, type RoundResult } from '../api/finish-round.ts';
import { useStartRound } from '../api/start-round.ts';
import type { Beep } from './game-sound.ts';

export type RoundPhase = 'idle' | 'starting' | 'playing' | 'finishing' | 'done' | 'failed';

/** Why a round could not be played or counted: a key of `game.errors`. */
export type RoundProblem = 'IMPLAUSIBLE_SCORE' | 'needConsent' | 'startFailed' | 'finishFailed';

const TICK_MS = 50;
/**
 * The round is reported a moment after the last second shows, so the server's 30 seconds (counted
 * from before its answer reached this page) are surely over.
 */
const REPORT_AFTER_MS = 250;

interface Timing {
  roundId: string;
  /** The server's schedule: the hole of each appearance, in order. */
  holes: readonly number[];
  startedAt: number;
  endsAt: number;
  /** Every tap of the round, in order, in milliseconds from its start: the report. */
  taps: GameTap[];
}

/** Milliseconds into the round at `now`, never before the last tap (a clock set back). */
const roundTime = (timing: Timing, now: number) =>
  Math.max(timing.taps.at(-1)?.atMs ?? 0, Math.round(now - timing.startedAt));

const problemOf = (error: unknown, fallback: RoundProblem): RoundProblem => {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'IMPLAUSIBLE_SCORE') return 'IMPLAUSIBLE_SCORE';
  if (error.code === 'AUTH_REQUIRED' || error.code === 'FORBIDDEN') return 'needConsent';
  return fallback;
};

/**
 * A round from start to score: asks the server to start it and deal its schedule, plays the
 * board (`game-board.ts`, the rules the server counts by) for 30 seconds on this page's clock,
 * then reports every tap and the tally for the server to count and score.
 */
export function useRound(options: { beep: (beep: Beep) => void }) {
  const { beep } = options;
  const startRound = useStartRound();
  const finishRound = useFinishRound();
  const [phase, setPhase] = useState<RoundPhase>('idle');
  const [board, setBoard] = useState<GameBoardState>(newGameBoard);
  const [remainingMs, setRemainingMs] = useState(GAME_ROUND_SECONDS * 1000);
  const [lastHit, setLastHit] = useState<number | null>(null);
  const [result, setResult] = useState<RoundResult | null>(null);
  const [problem, setProblem] = useState<RoundProblem | null>(null);
  const boardRef = useRef(board);
  const timingRef = useRef<Timing | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | null>(null);
  const beepRef = useRef(beep);
  beepRef.current = beep;

  const setBoardState = (next: GameBoardState) => {
    boardRef.current = next;
    setBoard(next);
  };

  const stopTimer = () => {
    if (timerRef.current !== null) clearInterval(timerRef.current);
    timerRef.current = null;
  };
  useEffect(() => stopTimer, []);

  const report = useCallback(
    async (timing: Timing) => {
      const { hits, misses, maxCombo } = boardRef.current;
      setPhase('finishing');
      beepRef.current('end');
      try {
        setResult(
          await finishRound.mutateAsync({
            roundId: timing.roundId,
            report: { taps: timing.taps, hits, misses, maxCombo },
          }),
        );
        setPhase('done');
      } catch (error) {
        setProblem(problemOf(error, 'finishFailed'));
        setPhase('failed');
      }
    },
    [finishRound],
  );

  const tick = useCallback(() => {
    const timing = timingRef.current;
    if (!timing) return;
    const now = Date.now();
    if (now >= timing.endsAt + REPORT_AFTER_MS) {
      stopTimer();
      timingRef.current = null;
      setRemainingMs(0);
      setBoardState(endGameBoard(boardRef.current, timing.holes));
      void report(timing);
      return;
    }
    setRemainingMs(Math.max(0, timing.endsAt - now));
    if (now >= timing.endsAt) {
      if (boardRef.current.mascot) setBoardState(endGameBoard(boardRef.current, timing.holes));
      return;
    }
    const before = boardRef.current;
    const next = advanceGameBoard(before, timing.holes, roundTime(timing, now));
    if (next !== before) {
      if (next.misses > before.misses) beepRef.current('miss');
      setBoardState(next);
    }
  }, [report]);

  const start = useCallback(async () => {
    stopTimer();
    setProblem(null);
    setResult(null);
    setLastHit(null);
    setPhase('starting');
    try {
      const round = await startRound.mutateAsync();
      const now = Date.now();
      timingRef.current = {
        roundId: round.roundId,
        holes: round.holes,
        startedAt: now,
        endsAt: now + round.durationSeconds * 1000,
        taps: [],
      };
      setBoardState(newGameBoard());
      setRemainingMs(round.durationSeconds * 1000);
      setPhase('playing');
      beepRef.current('start');
      timerRef.current = setInterval(tick, TICK_MS);
    } catch (error) {
      setProblem(problemOf(error, 'startFailed'));
      setPhase('failed');
    }
  }, [startRound, tick]);

  const hitHole = useCallback((hole: number) => {
    const timing = timingRef.current;
    const now = Date.now();
    if (!timing || now >= timing.endsAt) return;
    const tap = { atMs: roundTime(timing, now), hole };
    const { board: next, outcome } = tapGameBoard(boardRef.current, timing.holes, tap);
    if (outcome === 'ignored') return;
    timing.taps.push(tap);
    setBoardState(next);
    // Too early (the mascot still climbing out): nothing happens, as on a real board.
    if (outcome === 'early') return;
    setLastHit(outcome === 'hit' ? hole : null);
    beepRef.current(outcome);
  }, []);

  return {
    phase,
    board,
    /** The score as the server will compute it, shown while playing. */
    liveScore: gameScore(board),
    secondsLeft: Math.ceil(remainingMs / 1000),
    lastHit,
    result,
    problem,
    start,
    hitHole,
  };
}
