/**
 * The hit-the-mascot board, played out in time: where the mascot is at each moment of a round,
 * and what each tap does. The page runs it to show the round; the server runs the same code over
 * the taps the page reports, so a round's hits, misses and longest combo are the server's count,
 * not the page's word. Times are whole milliseconds from the round's start.
 *
 * The holes come from the server (the round's schedule, in order); when each appearance pops out
 * follows from the rules below and the player's own taps: after a hit the next one comes sooner
 * than after the mascot got away, so a quick player sees more of them.
 */

/** How long a round is played. */
export const GAME_ROUND_MS = 30_000;
/** The holes: a 3×3 grid, numbered 1–9 like a phone's keypad. */
export const GAME_HOLES = 9;
/** The first appearance pops out this long after the start. */
export const GAME_FIRST_APPEARANCE_MS = 500;
/** The mascot stays out this long at the start of a round… */
export const GAME_VISIBLE_AT_START_MS = 1100;
/** …and only this long by its end: the round gets quicker. */
export const GAME_VISIBLE_AT_END_MS = 650;
/** A short breath before the next appearance, after a hit or after the mascot got away. */
export const GAME_HIDE_AFTER_HIT_MS = 280;
export const GAME_HIDE_AFTER_ESCAPE_MS = 380;
/**
 * The mascot climbs out of its hole for this long (the board's pop-up animation takes 150 ms): a
 * tap on it sooner does nothing. Nobody sees it and taps within this time, so a hit always comes
 * at least this long after its appearance.
 */
export const GAME_MIN_REACTION_MS = 120;
/** Taps a round can hold: ten a second, more than two thumbs keep up for 30 seconds. */
export const GAME_MAX_TAPS = 300;
/**
 * Appearances in a round's schedule: as many as the fastest possible play could show (each hit
 * at the earliest moment, the next appearance right after), so the schedule never runs out.
 */
export const GAME_SCHEDULE_LENGTH = Math.ceil(
  (GAME_ROUND_MS - GAME_FIRST_APPEARANCE_MS) / (GAME_MIN_REACTION_MS + GAME_HIDE_AFTER_HIT_MS),
);

/** One tap of the round: when (ms from the start) and which hole. */
export interface GameTap {
  atMs: number;
  hole: number;
}

export interface GameBoardState {
  /** Appearances of the schedule that have popped out so far. */
  shown: number;
  /** The mascot out now: which appearance, its hole, and from/until when; null while it hides. */
  mascot: { appearance: number; hole: number; from: number; until: number } | null;
  /** When the next appearance pops out, while the mascot hides. */
  nextAt: number;
  taps: number;
  hits: number;
  /** Taps on an empty hole, and appearances that got away. */
  misses: number;
  /** Hits in a row since the last miss. */
  combo: number;
  maxCombo: number;
}

/**
 * What a tap did: a `hit`, a `miss` (an empty hole), `early` (the mascot was still climbing out:
 * nothing happens) or `ignored` (after the round, or past the most taps a round holds).
 */
export type GameTapOutcome = 'hit' | 'miss' | 'early' | 'ignored';

export function newGameBoard(): GameBoardState {
  return {
    shown: 0,
    mascot: null,
    nextAt: GAME_FIRST_APPEARANCE_MS,
    taps: 0,
    hits: 0,
    misses: 0,
    combo: 0,
    maxCombo: 0,
  };
}

/** How long an appearance popping out at `atMs` stays out. */
export function gameVisibleMs(atMs: number): number {
  const progress = Math.min(1, Math.max(0, atMs / GAME_ROUND_MS));
  return Math.round(
    GAME_VISIBLE_AT_START_MS + (GAME_VISIBLE_AT_END_MS - GAME_VISIBLE_AT_START_MS) * progress,
  );
}

/**
 * The board at `atMs`: every appearance due by then has popped out, and every one left out too
 * long has got away (a miss, the combo ends). Nothing happens at or after the round's end.
 * Returns `board` itself when nothing changed.
 */
export function advanceGameBoard(
  board: GameBoardState,
  holes: readonly number[],
  atMs: number,
): GameBoardState {
  let next = board;
  for (;;) {
    const { mascot } = next;
    if (mascot) {
      if (mascot.until > atMs || mascot.until >= GAME_ROUND_MS) return next;
      next = {
        ...next,
        mascot: null,
        misses: next.misses + 1,
        combo: 0,
        nextAt: mascot.until + GAME_HIDE_AFTER_ESCAPE_MS,
      };
    } else {
      const hole = holes[next.shown];
      if (next.nextAt > atMs || next.nextAt >= GAME_ROUND_MS || hole === undefined) return next;
      next = {
        ...next,
        shown: next.shown + 1,
        mascot: {
          appearance: next.shown,
          hole,
          from: next.nextAt,
          until: next.nextAt + gameVisibleMs(next.nextAt),
        },
      };
    }
  }
}

/** A tap on `hole` at `atMs`: the mascot out there is a hit; an empty hole is a miss. */
export function tapGameBoard(
  board: GameBoardState,
  holes: readonly number[],
  tap: GameTap,
): { board: GameBoardState; outcome: GameTapOutcome } {
  if (tap.atMs < 0 || tap.atMs >= GAME_ROUND_MS || board.taps >= GAME_MAX_TAPS) {
    return { board, outcome: 'ignored' };
  }
  const now = advanceGameBoard(board, holes, tap.atMs);
  const taps = now.taps + 1;
  const { mascot } = now;
  if (mascot?.hole === tap.hole) {
    if (tap.atMs - mascot.from < GAME_MIN_REACTION_MS) {
      return { board: { ...now, taps }, outcome: 'early' };
    }
    const combo = now.combo + 1;
    return {
      outcome: 'hit',
      board: {
        ...now,
        taps,
        hits: now.hits + 1,
        combo,
        maxCombo: Math.max(now.maxCombo, combo),
        mascot: null,
        nextAt: tap.atMs + GAME_HIDE_AFTER_HIT_MS,
      },
    };
  }
  return { board: { ...now, taps, misses: now.misses + 1, combo: 0 }, outcome: 'miss' };
}

/** The board when the round is over: what got away before the end counted, the mascot gone. */
export function endGameBoard(board: GameBoardState, holes: readonly number[]): GameBoardState {
  return { ...advanceGameBoard(board, holes, GAME_ROUND_MS), mascot: null };
}

/**
 * A whole round from its schedule and its taps, as the server counts it, or why the taps cannot
 * be a round anyone played: out of order, after the end, or more than a round holds.
 */
export function replayGameRound(
  holes: readonly number[],
  taps: readonly GameTap[],
): { board: GameBoardState } | { problem: string } {
  if (taps.length > GAME_MAX_TAPS) return { problem: 'more taps than anyone can make' };
  let board = newGameBoard();
  let last = 0;
  for (const tap of taps) {
    if (tap.atMs < last) return { problem: 'taps out of order' };
    if (tap.atMs >= GAME_ROUND_MS) return { problem: 'a tap after the round was over' };
    if (!Number.isInteger(tap.hole) || tap.hole < 1 || tap.hole > GAME_HOLES) {
      return { problem: 'a tap outside the board' };
    }
    last = tap.atMs;
    board = tapGameBoard(board, holes, tap).board;
  }
  return { board: endGameBoard(board, holes) };
}

/**
 * A round's schedule: `GAME_SCHEDULE_LENGTH` holes, each any but the one before it (so the
 * mascot visibly moves), from `randomInt(n)` (0 ≤ result < n).
 */
export function gameSchedule(randomInt: (n: number) => number): number[] {
  const holes: number[] = [];
  for (let i = 0; i < GAME_SCHEDULE_LENGTH; i++) {
    const previous = holes[i - 1];
    const choices = Array.from({ length: GAME_HOLES }, (_, h) => h + 1).filter(
      (h) => h !== previous,
    );
    holes.push(choices[randomInt(choices.length)] ?? 1);
  }
  return holes;
}
