import { describe, expect, it } from 'vitest';
import { gameScore } from '@duangdee/contract/game';
import { advance, newRound, pickHole, tap, visibleMs } from './round.ts';

const first = () => 0;

describe('a round on the board', () => {
  it('pops the mascot out, counts a hit and builds the combo', () => {
    let state = advance(newRound(0), 499, 0, first);
    expect(state.mascot).toBeNull();
    state = advance(state, 500, 0, first);
    expect(state.mascot).toEqual({ hole: 1, until: 1600 });
    const hit = tap(state, 1, 700);
    expect(hit.outcome).toBe('hit');
    expect(hit.state).toMatchObject({ hits: 1, combo: 1, maxCombo: 1, mascot: null });
    // It moves: never the same hole twice in a row.
    state = advance(hit.state, 980, 0.1, first);
    expect(state.mascot?.hole).toBe(2);
    state = tap(state, 2, 1000).state;
    expect(state).toMatchObject({ hits: 2, combo: 2, maxCombo: 2 });
    expect(gameScore(state)).toBe(30);
  });

  it('ends the combo on an empty hole or when the mascot gets away', () => {
    let state = advance(newRound(0), 500, 0, first);
    state = tap(state, 1, 600).state;
    const missed = tap(state, 9, 700);
    expect(missed.outcome).toBe('miss');
    expect(missed.state).toMatchObject({ hits: 1, misses: 1, combo: 0, maxCombo: 1 });
    state = advance(missed.state, 900, 0, first);
    expect(state.mascot).not.toBeNull();
    state = advance(state, state.mascot!.until, 0, first);
    expect(state).toMatchObject({ misses: 2, combo: 0, mascot: null });
  });

  it('gets quicker as the round goes on, and picks any hole but the last', () => {
    expect(visibleMs(0)).toBeGreaterThan(visibleMs(0.5));
    expect(visibleMs(0.5)).toBeGreaterThan(visibleMs(1));
    expect(pickHole(5, () => 0.99)).toBe(9);
    expect(pickHole(9, () => 0.99)).toBe(8);
    for (let i = 0; i < 50; i++) expect(pickHole(3, Math.random)).not.toBe(3);
  });
});
