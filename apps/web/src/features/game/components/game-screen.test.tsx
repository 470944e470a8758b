import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayGameRound } from '@duangdee/contract/game-board';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { fail, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { GameScreen } from './game-screen.tsx';

const ROUND = {
  round_id: '7f1c1a52-4c1e-4c0e-9a55-0d7e3c2b6a11',
  started_at: '2026-03-10T05:00:00.000Z',
  ends_at: '2026-03-10T05:00:30.000Z',
  duration_seconds: 30,
  // The server's schedule: holes 1, 2, 3, … 9, 1, 2, … in turn.
  holes: Array.from({ length: 74 }, (_, i) => (i % 9) + 1),
};
const ME = { best_score: 120, rounds_today: 2, best_today: 120, date: '2026-03-10' };

const later = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** Waits for the stubbed server's answer to show (fake timers move with each check). */
const settled = <T,>(check: () => T) => vi.waitFor(check, { timeout: 4000, interval: 50 });

const holeWithMascot = () => screen.getByRole('button', { name: /น้องดาวโผล่แล้ว/ });

/**
 * The app's one API client spaces its GET calls by the clock and remembers the last start across
 * tests: each test's fake clock starts an hour after the previous one, never behind that start.
 */
let testClock = Date.now();
beforeEach(() => {
  testClock += 3_600_000;
  vi.useFakeTimers({ now: testClock });
});
afterEach(async () => {
  // The client's queue may be waiting on a timer to start a call: let it, before the clock goes.
  await act(async () => {
    await vi.runOnlyPendingTimersAsync();
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function startRound() {
  fireEvent.click(screen.getByRole('button', { name: 'เริ่มเล่น' }));
  await settled(() =>
    expect(screen.getByRole('button', { name: 'ช่อง 1' })).toHaveProperty('disabled', false),
  );
  expect(screen.getByRole('timer').textContent).toBe('30 วินาที');
}

describe('the hit-the-mascot game', () => {
  it('plays the server’s schedule for 30 seconds by touch and keys, and reports every tap', async () => {
    const server = stubServer({
      'GET /game/me': () => ok(ME),
      'POST /game/rounds': () => ok(ROUND, 201),
      [`POST /game/rounds/${ROUND.round_id}/finish`]: () =>
        ok({ score: 330, best_score: 330, is_new_best: true }),
    });
    renderRoute(<GameScreen />, '/game');
    await settled(() => expect(screen.getByTestId('best-score').textContent).toBe('120'));
    await startRound();

    // The mascot pops out of the schedule's first hole, half a second in: a tap hits it.
    await later(650);
    const first = holeWithMascot();
    expect(first.getAttribute('aria-label')).toBe('ช่อง 1 น้องดาวโผล่แล้ว แตะเลย');
    fireEvent.click(first);
    expect(screen.getByTestId('live-score').textContent).toBe('15');
    // Then out of the second: the number key 2 hits it, and the combo grows.
    await later(450);
    expect(holeWithMascot().getAttribute('aria-label')).toMatch(/^ช่อง 2 /);
    fireEvent.keyDown(window, { key: '2' });
    expect(screen.getByTestId('combo').textContent).toBe('×2');
    expect(screen.getByTestId('live-score').textContent).toBe('30');
    // The third, tapped while it is still climbing out: nothing happens; a moment later, a hit.
    await later(300);
    fireEvent.click(screen.getByRole('button', { name: /^ช่อง 3/ }));
    expect(screen.getByTestId('live-score').textContent).toBe('30');
    await later(150);
    fireEvent.click(holeWithMascot());
    expect(screen.getByTestId('combo').textContent).toBe('×3');
    expect(screen.getByTestId('live-score').textContent).toBe('45');
    // An empty hole is a miss and ends the combo; a key held down is one tap.
    fireEvent.keyDown(window, { key: '9' });
    fireEvent.keyDown(window, { key: '9', repeat: true });
    expect(screen.getByTestId('combo').textContent).toBe('×0');

    await later(10_000);
    expect(screen.getByRole('timer').textContent).toMatch(/^(18|19) วินาที$/);
    expect(server.callsTo(`POST /game/rounds/${ROUND.round_id}/finish`)).toHaveLength(0);
    await later(20_000);
    const [finish] = server.callsTo(`POST /game/rounds/${ROUND.round_id}/finish`);
    const body = finish?.parsedBody as {
      taps: Array<{ at_ms: number; hole: number }>;
      hits: number;
      misses: number;
      max_combo: number;
    };
    expect(body).toMatchObject({ hits: 3, max_combo: 3 });
    expect(body.taps.map((t) => t.hole)).toEqual([1, 2, 3, 3, 9]);
    expect(body).not.toHaveProperty('score');
    // The tally is what the server will count from the taps, by the same rules.
    const replay = replayGameRound(
      ROUND.holes,
      body.taps.map((t) => ({ atMs: t.at_ms, hole: t.hole })),
    );
    expect('board' in replay && replay.board).toMatchObject({
      hits: body.hits,
      misses: body.misses,
      maxCombo: body.max_combo,
    });
    expect(body.misses).toBeGreaterThan(1);

    const status = screen.getByRole('status');
    await settled(() => within(status).getByText('หมดเวลาแล้ว'));
    expect(within(status).getByText('ได้ 330 คะแนน')).toBeTruthy();
    expect(within(status).getByText('ทำลายสถิติของตัวเองแล้ว เก่งมาก!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'เล่นอีกรอบ' })).toBeTruthy();
    // The board rests until the next round.
    expect(screen.getByRole('button', { name: 'ช่อง 1' })).toHaveProperty('disabled', true);
  });

  it('says kindly when the server could not count the round', async () => {
    stubServer({
      'GET /game/me': () => ok(ME),
      'POST /game/rounds': () => ok(ROUND, 201),
      [`POST /game/rounds/${ROUND.round_id}/finish`]: () =>
        fail(422, 'IMPLAUSIBLE_SCORE', 'This round cannot be counted'),
    });
    renderRoute(<GameScreen />, '/game');
    await startRound();
    await later(31_000);
    await settled(() =>
      within(screen.getByRole('status')).getByText(
        'รอบนี้นับคะแนนไม่ได้ เพราะเวลาหรือจำนวนครั้งที่แตะดูผิดปกติ ลองเล่นใหม่อีกรอบนะ',
      ),
    );
    expect(screen.getByTestId('best-score').textContent).toBe('120');
  });

  it('asks a visitor to accept the privacy policy or sign in before playing', async () => {
    stubServer({
      'GET /game/me': () => fail(403, 'FORBIDDEN'),
      'POST /game/rounds': () => fail(403, 'FORBIDDEN'),
    });
    renderRoute(<GameScreen />, '/game');
    fireEvent.click(screen.getByRole('button', { name: 'เริ่มเล่น' }));
    await settled(() => screen.getByText(/ยอมรับนโยบายความเป็นส่วนตัว หรือเข้าสู่ระบบก่อน/));
  });

  it('keeps the sound off until turned on, and remembers the choice', async () => {
    stubServer({ 'GET /game/me': () => ok(ME) });
    const view = renderRoute(<GameScreen />, '/game');
    const toggle = screen.getByRole('button', { name: 'เสียงในเกม' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.gameSound)).toBe('on');
    view.unmount();
    renderRoute(<GameScreen />, '/game');
    expect(screen.getByRole('button', { name: 'เสียงในเกม' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it("shows today's leaderboard with masked names, visitors and the player's own row", async () => {
    stubServer({
      'GET /game/me': () => ok(ME),
      'GET /game/leaderboard': () =>
        ok({
          date: '2026-03-10',
          entries: [
            { rank: 1, display_name: 'พ•••', is_guest: false, is_you: false, score: 1200 },
            { rank: 2, display_name: 'ผู้เยี่ยมชม', is_guest: true, is_you: true, score: 450 },
          ],
        }),
    });
    renderRoute(<GameScreen />, '/game');
    fireEvent.click(screen.getByRole('tab', { name: 'อันดับวันนี้' }));
    const rows = await settled(() => within(screen.getByRole('table')).getAllByRole('row'));
    expect(rows.map((row) => row.textContent)).toEqual([
      'อันดับผู้เล่นคะแนน',
      '1พ•••1,200',
      '2ผู้เยี่ยมชม (คุณ)450',
    ]);
    expect(screen.getByRole('tab', { name: 'อันดับวันนี้' }).getAttribute('aria-selected')).toBe('true');
  });
});
