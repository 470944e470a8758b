import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { maskedName } from '../../src/modules/game/service.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

/** The clock rounds are timed by: the tests move it instead of waiting out 30 seconds. */
let clock = new Date('2026-03-10T05:00:00Z'); // 12:00 in Bangkok
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let app: App;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig(), { database, gameClock: () => clock });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

type Headers = Record<string, string>;
interface Envelope<T> {
  success: boolean;
  data: T;
  error: { code: string; message: string; details?: unknown };
}

async function member(email: string, firstName?: string): Promise<SignedIn> {
  const user = await signInWithOutbox(app, database, email);
  if (firstName) {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: user.auth,
      payload: { first_name: firstName, last_name: 'นามสกุลลับ' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return user;
}

async function guest(acceptPdpa = true): Promise<Headers> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/guest',
    payload: { accept_pdpa: acceptPdpa },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    'x-guest-session':
      res.json<Envelope<{ session: { session_id: string } }>>().data.session.session_id,
  };
}

async function start(headers: Headers) {
  return app.inject({ method: 'POST', url: '/api/v1/game/rounds', headers });
}

async function startedRound(headers: Headers): Promise<string> {
  const res = await start(headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Envelope<{ round_id: string }>>().data.round_id;
}

function finish(headers: Headers, roundId: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/game/rounds/${roundId}/finish`,
    headers,
    payload: payload as Record<string, unknown>,
  });
}

async function me(headers: Headers) {
  const res = await app.inject({ method: 'GET', url: '/api/v1/game/me', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<{ best_score: number; rounds_today: number; best_today: number }>>()
    .data;
}

/** Plays a whole round: started now, reported `seconds` later. */
async function play(headers: Headers, report: object, seconds = 31) {
  const id = await startedRound(headers);
  advance(seconds);
  return finish(headers, id, report);
}

const refusal = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ success: false, error: { code: 'IMPLAUSIBLE_SCORE' } });
};

describe('a round of the hit-the-mascot game', () => {
  it('is timed by the server and scored by it: hits × 10 + longest combo × 5', async () => {
    const user = await member('player-one@example.com', 'มะลิ');
    const started = await start(user.auth);
    expect(started.statusCode, started.body).toBe(201);
    const data = started.json<Envelope<Record<string, unknown>>>().data;
    expect(data).toMatchObject({
      started_at: clock.toISOString(),
      ends_at: new Date(clock.getTime() + 30_000).toISOString(),
      duration_seconds: 30,
    });

    advance(30.5);
    // A score (and a bigger one, in every casing) sent by the client is ignored.
    const res = await finish(user.auth, String(data.round_id), {
      Hits: 40,
      Misses: 3,
      MaxCombo: 12,
      Score: 999_999,
      score: 999_999,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope<unknown>>().data).toEqual({
      score: 460,
      best_score: 460,
      is_new_best: true,
    });
    expect(await me(user.auth)).toEqual({
      best_score: 460,
      best_today: 460,
      rounds_today: 1,
      date: '2026-03-10',
    });
  });

  it('refuses implausible rounds, and the best score stays', async () => {
    const user = await member('cheater@example.com', 'ต้นกล้า');
    const good = await play(user.auth, { hits: 30, misses: 0, max_combo: 30 });
    expect(good.json<Envelope<{ score: number }>>().data.score).toBe(450);

    // Too fast: reported before the 30 seconds are up.
    const fast = await startedRound(user.auth);
    advance(29.9);
    refusal(await finish(user.auth, fast, { hits: 100, misses: 0, max_combo: 100 }));
    // Too late: more than a minute after the start.
    refusal(await play(user.auth, { hits: 100, misses: 0, max_combo: 100 }, 60.5));
    // More than 5 hits a second (151 in 30 s), and a combo longer than the hits.
    refusal(await play(user.auth, { hits: 151, misses: 0, max_combo: 10 }));
    refusal(await play(user.auth, { hits: 20, misses: 0, max_combo: 21 }));
    // Twice: the second report of a counted round.
    const twice = await startedRound(user.auth);
    advance(31);
    expect((await finish(user.auth, twice, { hits: 5, misses: 0, max_combo: 5 })).statusCode).toBe(
      200,
    );
    refusal(await finish(user.auth, twice, { hits: 150, misses: 0, max_combo: 150 }));

    const standing = await me(user.auth);
    expect(standing.best_score).toBe(450);
    expect(standing.rounds_today).toBe(6);
    // A refused round is not counted: its row stays open, with no score.
    const [row] = (
      (await database.db.execute(
        sql`select score, finished_at from game_rounds where id = ${fast}`,
      )) as unknown as { rows: { score: number | null; finished_at: Date | null }[] }
    ).rows;
    expect(row).toEqual({ score: null, finished_at: null });
  });

  it('accepts exactly 5 hits a second, and a report right at 30 or 60 seconds', async () => {
    const user = await member('fast-fingers@example.com');
    expect((await play(user.auth, { hits: 150, misses: 0, max_combo: 0 }, 30)).statusCode).toBe(
      200,
    );
    expect((await play(user.auth, { hits: 1, misses: 9, max_combo: 1 }, 60)).statusCode).toBe(200);
  });

  it("is its player's only: another player's round is not found", async () => {
    const owner = await member('owner@example.com');
    const other = await member('other@example.com');
    const id = await startedRound(owner.auth);
    advance(31);
    const res = await finish(other.auth, id, { hits: 1, misses: 0, max_combo: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const unknown = await finish(owner.auth, '00000000-0000-4000-8000-000000000000', {
      hits: 1,
      misses: 0,
      max_combo: 1,
    });
    expect(unknown.statusCode).toBe(404);
    // The owner can still count it.
    expect((await finish(owner.auth, id, { hits: 1, misses: 0, max_combo: 1 })).statusCode).toBe(
      200,
    );
  });

  it('answers bad input with 400 VALIDATION_FAILED', async () => {
    const user = await member('typo@example.com');
    const id = await startedRound(user.auth);
    advance(31);
    for (const body of [
      {},
      { hits: -1, misses: 0, max_combo: 0 },
      { hits: 1.5, misses: 0, max_combo: 0 },
      { hits: '10', misses: 0, max_combo: 0 },
      { hits: 1e12, misses: 0, max_combo: 0 },
      { hits: 1, misses: null, max_combo: 0 },
    ]) {
      const res = await finish(user.auth, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    const badId = await finish(user.auth, 'not-a-round', { hits: 1, misses: 0, max_combo: 0 });
    expect(badId.statusCode).toBe(400);
    for (const date of ['2026-13-01', '10-03-2026', 'today', '2026-02-30']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/game/leaderboard?date=${encodeURIComponent(date)}`,
      });
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('is for signed-in users and consenting visitors', async () => {
    expect((await start({})).statusCode).toBe(401);
    expect((await start({ 'x-guest-session': 'no-such-session' })).statusCode).toBe(401);
    expect((await start(await guest(false))).statusCode).toBe(403);
    const visitor = await guest();
    const res = await play(visitor, { hits: 10, misses: 2, max_combo: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope<{ score: number }>>().data.score).toBe(120);
    expect((await me(visitor)).best_score).toBe(120);
  });
});

describe("the day's leaderboard", () => {
  it("ranks each player's best of the Bangkok day, top 20, with masked names", async () => {
    clock = new Date('2026-04-01T17:30:00Z'); // 00:30 on 2 April in Bangkok
    const ploy = await member('ploy@example.com', 'พลอยไพลิน');
    const bank = await member('bank@example.com', 'Bank');
    const nameless = await member('nameless@example.com');
    const visitor = await guest();
    await play(ploy.auth, { hits: 20, misses: 0, max_combo: 5 }); // 225
    await play(ploy.auth, { hits: 50, misses: 1, max_combo: 20 }); // 600
    await play(bank.auth, { hits: 40, misses: 0, max_combo: 10 }); // 450
    await play(visitor, { hits: 40, misses: 0, max_combo: 10 }); // 450, reached later
    await play(nameless.auth, { hits: 1, misses: 30, max_combo: 1 }); // 15
    // Another day's round is on another day's board.
    clock = new Date('2026-04-02T17:10:00Z'); // 00:10 on 3 April
    await play(bank.auth, { hits: 100, misses: 0, max_combo: 100 });

    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/game/leaderboard?date=2026-04-02',
      headers: bank.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json<Envelope<{ date: string; entries: unknown[] }>>().data;
    expect(board).toEqual({
      date: '2026-04-02',
      entries: [
        { rank: 1, display_name: 'พ•••', is_guest: false, is_you: false, score: 600 },
        { rank: 2, display_name: 'B•••', is_guest: false, is_you: true, score: 450 },
        { rank: 3, display_name: 'ผู้เยี่ยมชม', is_guest: true, is_you: false, score: 450 },
        { rank: 4, display_name: 'ผู้เล่น•••', is_guest: false, is_you: false, score: 15 },
      ],
    });
    expect(res.body).not.toMatch(/พลอยไพลิน|นามสกุลลับ|Bank|@example/);

    // Today (3 April in Bangkok) by default; the visitor sees their own row marked.
    const today = await app.inject({
      method: 'GET',
      url: '/api/v1/game/leaderboard',
      headers: visitor,
    });
    expect(today.json<Envelope<{ date: string; entries: unknown[] }>>().data).toEqual({
      date: '2026-04-03',
      entries: [{ rank: 1, display_name: 'B•••', is_guest: false, is_you: false, score: 1500 }],
    });
  });

  it('shows at most 20 players', async () => {
    clock = new Date('2026-05-05T03:00:00Z');
    for (let i = 0; i < 22; i++) {
      const visitor = await guest();
      await play(visitor, { hits: i, misses: 0, max_combo: 0 });
    }
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/game/leaderboard?date=2026-05-05',
    });
    const entries =
      res.json<Envelope<{ entries: { rank: number; score: number }[] }>>().data.entries;
    expect(entries).toHaveLength(20);
    expect(entries[0]).toMatchObject({ rank: 1, score: 210 });
    expect(entries[19]).toMatchObject({ rank: 20, score: 20 });
  });

  it('masks a name by its first letter, whole (Thai vowels and marks, emoji)', () => {
    const person = { isGuest: false, fullName: null, lastName: null };
    expect(maskedName({ ...person, firstName: 'กิ่งแก้ว' })).toBe('กิ่•••');
    expect(maskedName({ ...person, firstName: '  น้ำฝน' })).toBe('น้ำ•••');
    expect(maskedName({ ...person, firstName: '👩🏽‍🚀 Nok' })).toBe('👩🏽‍🚀•••');
    expect(maskedName({ ...person, firstName: '' })).toBe('ผู้เล่น•••');
    expect(maskedName({ ...person, isGuest: true, firstName: 'ชื่อจริง' })).toBe('ผู้เยี่ยมชม');
  });
});
