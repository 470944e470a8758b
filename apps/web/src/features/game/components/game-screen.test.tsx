import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { fail, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { GameScreen } from './game-screen.tsx';

const ROUND = {
  round_id: '7f1c1a52-4c1e-4c0e-9a55-0d7e3c2b6a11',
  started_at: '2026-03-10T05:00:00.000Z',
  ends_at: '2026-03-10T05:00:30.000Z',
  duration_seconds: 30,
};
const ME = { best_score: 120, rounds_today: 2, best_today: 120, date: '2026-03-10' };

/** The first hole, then the second: the mascot's path is known. */
const lowest = () => 0;

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
  it('plays a 30-second round by touch and keys, and shows the score the server gave', async () => {
    const server = stubServer({
      'GET /game/me': () => ok(ME),
      'POST /game/rounds': () => ok(ROUND, 201),
      [`POST /game/rounds/${ROUND.round_id}/finish`]: () =>
        ok({ score: 330, best_score: 330, is_new_best: true }),
    });
    renderRoute(<GameScreen random={lowest} />, '/game');
    await settled(() => expect(screen.getByTestId('best-score').textContent).toBe('120'));
    await startRound();

    // The mascot pops out of hole 1: a tap hits it.
    await later(520);
    const first = holeWithMascot();
    expect(first.getAttribute('aria-label')).toBe('ช่อง 1 น้องดาวโผล่แล้ว แตะเลย');
    fireEvent.click(first);
    expect(screen.getByTestId('live-score').textContent).toBe('15');
    // Then out of hole 2: the number key 2 hits it, and the combo grows.
    await later(300);
    expect(holeWithMascot().getAttribute('aria-label')).toMatch(/^ช่อง 2 /);
    fireEvent.keyDown(window, { key: '2' });
    expect(screen.getByTestId('combo').textContent).toBe('×2');
    expect(screen.getByTestId('live-score').textContent).toBe('30');
    // An empty hole is a miss and ends the combo.
    fireEvent.click(screen.getByRole('button', { name: 'ช่อง 9' }));
    expect(screen.getByTestId('combo').textContent).toBe('×0');

    await later(10_000);
    expect(screen.getByRole('timer').textContent).toMatch(/^(19|20) วินาที$/);
    expect(server.callsTo(`POST /game/rounds/${ROUND.round_id}/finish`)).toHaveLength(0);
    await later(20_000);
    const [finish] = server.callsTo(`POST /game/rounds/${ROUND.round_id}/finish`);
    expect(finish?.parsedBody).toMatchObject({ hits: 2, max_combo: 2 });
    expect((finish?.parsedBody as { misses: number }).misses).toBeGreaterThanOrEqual(1);
    expect(finish?.parsedBody).not.toHaveProperty('score');

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
    renderRoute(<GameScreen random={lowest} />, '/game');
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
