import { GAME_HOLES } from '@duangdee/contract/game';

/**
 * One round on the board: where the mascot is, and what the player did. Pure functions of the
 * time, so the screen only has to call them as the clock ticks and the player taps.
 */
export interface RoundState {
  hits: number;
  misses: number;
  /** Hits in a row since the last miss. */
  combo: number;
  maxCombo: number;
  /** The hole the mascot is out of (1–9), and until when; null while it hides. */
  mascot: { hole: number; until: number } | null;
  /** When the mascot pops out next, while it hides. */
  nextPopAt: number;
  lastHole: number | null;
}

/** The mascot stays out this long at the start of a round… */
const VISIBLE_AT_START_MS = 1100;
/** …and only this long by its end: the round gets quicker. */
const VISIBLE_AT_END_MS = 650;
/** A short breath before it pops out again, after a hit or after it got away. */
const HIDE_AFTER_HIT_MS = 280;
const HIDE_AFTER_ESCAPE_MS = 380;
const FIRST_POP_MS = 500;

export function newRound(now: number): RoundState {
  return {
    hits: 0,
    misses: 0,
    combo: 0,
    maxCombo: 0,
    mascot: null,
    nextPopAt: now + FIRST_POP_MS,
    lastHole: null,
  };
}

/** How long the mascot stays out, `progress` (0–1) into the round. */
export function visibleMs(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return Math.round(VISIBLE_AT_START_MS + (VISIBLE_AT_END_MS - VISIBLE_AT_START_MS) * p);
}

/** A hole for the next pop: any but the last one, so it visibly moves. */
export function pickHole(last: number | null, random: () => number): number {
  const choices = Array.from({ length: GAME_HOLES }, (_, i) => i + 1).filter((h) => h !== last);
  return choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))] ?? 1;
}

/**
 * The board at `now`: a mascot left out too long gets away (a miss, the combo ends), a hidden
 * one pops out when its time comes.
 */
export function advance(
  state: RoundState,
  now: number,
  progress: number,
  random: () => number,
): RoundState {
  if (state.mascot && now >= state.mascot.until) {
    return {
      ...state,
      misses: state.misses + 1,
      combo: 0,
      mascot: null,
      nextPopAt: now + HIDE_AFTER_ESCAPE_MS,
    };
  }
  if (!state.mascot && now >= state.nextPopAt) {
    const hole = pickHole(state.lastHole, random);
    return { ...state, mascot: { hole, until: now + visibleMs(progress) }, lastHole: hole };
  }
  return state;
}

export type TapOutcome = 'hit' | 'miss';

/** A tap on `hole`: the mascot there is a hit; an empty hole is a miss and ends the combo. */
export function tap(
  state: RoundState,
  hole: number,
  now: number,
): { state: RoundState; outcome: TapOutcome } {
  if (state.mascot?.hole === hole) {
    const combo = state.combo + 1;
    return {
      outcome: 'hit',
      state: {
        ...state,
        hits: state.hits + 1,
        combo,
        maxCombo: Math.max(state.maxCombo, combo),
        mascot: null,
        nextPopAt: now + HIDE_AFTER_HIT_MS,
      },
    };
  }
  return { outcome: 'miss', state: { ...state, misses: state.misses + 1, combo: 0 } };
}
