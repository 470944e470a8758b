import { describe, expect, it } from 'vitest';
import {
  GAME_MAX_TAPS,
  GAME_SCHEDULE_LENGTH,
  advanceGameBoard,
  endGameBoard,
  gameSchedule,
  gameVisibleMs,
  newGameBoard,
  replayGameRound,
  tapGameBoard,
} from './game-board.ts';
import { gameScore } from './game.ts';

const holes = Array.from({ length: GAME_SCHEDULE_LENGTH }, (_, i) => (i % 9) + 1);

describe('the board, played out in time', () => {
  it('pops the schedule out in order, counts a hit and builds the combo', () => {
    let board = advanceGameBoard(newGameBoard(), holes, 499);
    expect(board.mascot).toBeNull();
    board = advanceGameBoard(board, holes, 500);
    expect(board.mascot).toEqual({ appearance: 0, hole: 1, from: 500, until: 1593 });
    const hit = tapGameBoard(board, holes, { atMs: 700, hole: 1 });
    expect(hit.outcome).toBe('hit');
    expect(hit.board).toMatchObject({ hits: 1, combo: 1, maxCombo: 1, mascot: null, nextAt: 980 });
    board = advanceGameBoard(hit.board, holes, 980);
    expect(board.mascot).toMatchObject({ appearance: 1, hole: 2, from: 980 });
    board = tapGameBoard(board, holes, { atMs: 1200, hole: 2 }).board;
    expect(board).toMatchObject({ hits: 2, combo: 2, maxCombo: 2, taps: 2 });
    expect(gameScore(board)).toBe(30);
  });

  it('ends the combo on an empty hole or when the mascot gets away', () => {
    let board = advanceGameBoard(newGameBoard(), holes, 500);
    board = tapGameBoard(board, holes, { atMs: 700, hole: 1 }).board;
    const missed = tapGameBoard(board, holes, { atMs: 750, hole: 9 });
    expect(missed.outcome).toBe('miss');
    expect(missed.board).toMatchObject({ hits: 1, misses: 1, combo: 0, maxCombo: 1 });
    // Left out past its time, it gets away, and the next pops out 380 ms later.
    board = advanceGameBoard(missed.board, holes, 980 + gameVisibleMs(980));
    expect(board).toMatchObject({ misses: 2, combo: 0, mascot: null });
    expect(board.nextAt).toBe(980 + gameVisibleMs(980) + 380);
  });

  it('does nothing for a tap while the mascot climbs out, nor one the same appearance already took', () => {
    let board = advanceGameBoard(newGameBoard(), holes, 500);
    const early = tapGameBoard(board, holes, { atMs: 619, hole: 1 });
    expect(early.outcome).toBe('early');
    expect(early.board).toMatchObject({ hits: 0, misses: 0, taps: 1 });
    board = tapGameBoard(early.board, holes, { atMs: 620, hole: 1 }).board;
    expect(board.hits).toBe(1);
    // The same hole again: the mascot is gone, so it is a miss, not a second hit.
    expect(tapGameBoard(board, holes, { atMs: 640, hole: 1 }).outcome).toBe('miss');
  });

  it('gets quicker as the round goes on, and stops at its end', () => {
    expect(gameVisibleMs(0)).toBe(1100);
    expect(gameVisibleMs(15_000)).toBeGreaterThan(gameVisibleMs(25_000));
    expect(gameVisibleMs(30_000)).toBe(650);
    const idle = endGameBoard(newGameBoard(), holes);
    expect(idle.mascot).toBeNull();
    expect(idle.hits).toBe(0);
    expect(idle.misses).toBe(idle.shown);
    expect(tapGameBoard(newGameBoard(), holes, { atMs: 30_000, hole: 1 }).outcome).toBe('ignored');
  });

  it('replays a round, and refuses taps no round could have', () => {
    const taps = [
      { atMs: 700, hole: 1 },
      { atMs: 1200, hole: 2 },
    ];
    const replay = replayGameRound(holes, taps);
    expect('board' in replay && replay.board).toMatchObject({ hits: 2, maxCombo: 2 });
    expect(replayGameRound(holes, [...taps].reverse())).toEqual({ problem: 'taps out of order' });
    expect(replayGameRound(holes, [{ atMs: 30_000, hole: 1 }])).toEqual({
      problem: 'a tap after the round was over',
    });
    const many = Array.from({ length: GAME_MAX_TAPS + 1 }, (_, i) => ({ atMs: i, hole: 5 }));
    expect(replayGameRound(holes, many)).toEqual({ problem: 'more taps than anyone can make' });
  });

  it('deals a schedule that never repeats a hole twice in a row', () => {
    const schedule = gameSchedule((n) => Math.floor(Math.random() * n));
    expect(schedule).toHaveLength(GAME_SCHEDULE_LENGTH);
    for (let i = 1; i < schedule.length; i++) expect(schedule[i]).not.toBe(schedule[i - 1]);
    expect(gameSchedule(() => 0).slice(0, 4)).toEqual([1, 2, 1, 2]);
  });
});
