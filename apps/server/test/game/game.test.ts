import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayGameRound, type GameTap } from '@duangdee/contract/game-board';
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

interface Started {
  id: string;
  holes: number[];
}

async function startedRound(headers: Headers): Promise<Started> {
  const res = await start(headers);
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json<Envelope<{ round_id: string; holes: number[] }>>().data;
  return { id: data.round_id, holes: data.holes };
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

/** A hole the mascot is not in. */
const otherThan = (hole: number) => (hole % 9) + 1;

/**
 * How a person plays the round's schedule: the first `hits` appearances tapped `reactionMs` after
 * each pops out (the next pops out 280 ms after a hit, the first 500 ms into the round), an empty
 * hole tapped after every `combo` hits, and nothing after the last hit (the rest get away).
 */
function playerTaps(
  holes: readonly number[],
  plan: { hits: number; combo?: number; reactionMs?: number },
): GameTap[] {
  const { hits, combo = hits, reactionMs = 300 } = plan;
  const taps: GameTap[] = [];
  let popsAt = 500;
  for (let i = 0; i < hits; i++) {
    const hole = holes[i] as number;
    const atMs = popsAt + reactionMs;
    if (atMs >= 30_000) throw new Error(`no time for hit ${i + 1}`);
    taps.push({ atMs, hole });
    if ((i + 1) % combo === 0 && i + 1 < hits) taps.push({ atMs: atMs + 1, hole: otherThan(hole) });
    popsAt = atMs + 280;
  }
  return taps;
}

const wireTaps = (taps: readonly GameTap[]) =>
  taps.map((tap) => ({ at_ms: tap.atMs, hole: tap.hole }));

/** What the page reports for these taps: the taps, and the tally it counted as they came. */
function honestReport(holes: readonly number[], taps: readonly GameTap[]) {
  const replay = replayGameRound(holes, taps);
  if ('problem' in replay) throw new Error(replay.problem);
  const { hits, misses, maxCombo } = replay.board;
  return { taps: wireTaps(taps), hits, misses, max_combo: maxCombo };
}

/** Plays a whole round as a person would: started now, reported `seconds` later. */
async function play(
  headers: Headers,
  plan: { hits: number; combo?: number; reactionMs?: number },
  seconds = 31,
) {
  const round = await startedRound(headers);
  advance(seconds);
  return finish(headers, round.id, honestReport(round.holes, playerTaps(round.holes, plan)));
}

const refusal = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toMatchObject({ success: false, error: { code: 'IMPLAUSIBLE_SCORE' } });
};

async function roundRow(id: string) {
  const [row] = (
    (await database.db.execute(
      sql`select score, finished_at, holes from game_rounds where id = ${id}`,
    )) as unknown as {
      rows: { score: number | null; finished_at: Date | null; holes: string | null }[];
    }
  ).rows;
  return row;
}

describe('a round of the hit-the-mascot game', () => {
  it('is timed by the server, dealt by it, and scored by it: hits × 10 + longest combo × 5', async () => {
    const user = await member('player-one@example.com', 'มะลิ');
    const started = await start(user.auth);
    expect(started.statusCode, started.body).toBe(201);
    const data = started.json<Envelope<{ round_id: string; holes: number[] }>>().data;
    expect(data).toMatchObject({
      started_at: clock.toISOString(),
      ends_at: new Date(clock.getTime() + 30_000).toISOString(),
      duration_seconds: 30,
    });
    // The schedule: a hole for every appearance the quickest play could see, never the same
    // hole twice in a row, kept with the round.
    expect(data.holes).toHaveLength(74);
    for (const [i, hole] of data.holes.entries()) {
      expect(hole).toBeGreaterThanOrEqual(1);
      expect(hole).toBeLessThanOrEqual(9);
      if (i > 0) expect(hole).not.toBe(data.holes[i - 1]);
    }
    expect((await roundRow(data.round_id))?.holes).toBe(data.holes.join(''));

    advance(30.5);
    // 40 hits with an empty hole tapped after every 12th: a best run of 12. A score (and a
    // bigger one, in every casing) sent by the client is ignored.
    const report = honestReport(data.holes, playerTaps(data.holes, { hits: 40, combo: 12 }));
    expect(report).toMatchObject({ hits: 40, max_combo: 12 });
    const res = await finish(user.auth, data.round_id, {
      ...report,
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

  it('counts what the taps add up to: every appearance hit 300 ms after it pops out', async () => {
    const user = await member('steady@example.com');
    const round = await startedRound(user.auth);
    advance(31);
    // Appearances pop out at 500 ms and then 580 ms apart (300 to the tap, 280 to the next):
    // 51 of them before the 30 seconds are up, all hit, none missed.
    const taps = playerTaps(round.holes, { hits: 51 });
    const res = await finish(user.auth, round.id, {
      taps: wireTaps(taps),
      hits: 51,
      misses: 0,
      max_combo: 51,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope<{ score: number }>>().data.score).toBe(765);
  });

  it('refuses the score of a round nobody tapped (hits=150, misses=100000): 422, nothing stored', async () => {
    const user = await member('idle-cheater@example.com');
    const round = await startedRound(user.auth);
    advance(31);
    refusal(
      await finish(user.auth, round.id, { taps: [], hits: 150, misses: 100_000, max_combo: 150 }),
    );
    // The old report without taps is not a report any more.
    const bare = await finish(user.auth, round.id, { hits: 150, misses: 100_000, max_combo: 150 });
    expect(bare.statusCode, bare.body).toBe(400);
    expect(await roundRow(round.id)).toMatchObject({ score: null, finished_at: null });
    expect((await me(user.auth)).best_score).toBe(0);

    // What the idle round really was: every appearance got away, and that can be counted.
    const honest = honestReport(round.holes, []);
    expect(honest).toMatchObject({ hits: 0, max_combo: 0 });
    expect(honest.misses).toBeGreaterThan(15);
    const res = await finish(user.auth, round.id, honest);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope<{ score: number }>>().data.score).toBe(0);
  });

  it('refuses hits that no appearance can account for, and the best score stays', async () => {
    const user = await member('cheater@example.com', 'ต้นกล้า');
    const good = await play(user.auth, { hits: 30 });
    expect(good.json<Envelope<{ score: number }>>().data.score).toBe(450);

    /** A round whose report is `make(holes)`, reported 31 s after its start. */
    const tries: Array<[string, (holes: number[]) => object]> = [
      [
        'a tally bigger than the taps',
        (holes) => ({ ...honestReport(holes, playerTaps(holes, { hits: 10 })), hits: 11 }),
      ],
      [
        'taps on holes the mascot was not in, called hits',
        (holes) => {
          const taps = playerTaps(holes, { hits: 20 }).map((t) => ({
            ...t,
            hole: otherThan(t.hole),
          }));
          return { taps: wireTaps(taps), hits: 20, misses: 0, max_combo: 20 };
        },
      ],
      [
        'one appearance tapped twice, called two hits',
        (holes) => {
          const [first] = playerTaps(holes, { hits: 1 }) as [GameTap];
          const taps = [first, { atMs: first.atMs + 100, hole: first.hole }];
          return { taps: wireTaps(taps), hits: 2, misses: 0, max_combo: 2 };
        },
      ],
      [
        'hits faster than anyone sees the mascot (50 ms after it pops out)',
        (holes) => {
          const taps = playerTaps(holes, { hits: 70, reactionMs: 50 });
          return { taps: wireTaps(taps), hits: 70, misses: 0, max_combo: 70 };
        },
      ],
      [
        'a longer combo than the hits',
        (holes) => ({ ...honestReport(holes, playerTaps(holes, { hits: 20 })), max_combo: 21 }),
      ],
      [
        'a combo the empty taps broke',
        (holes) => ({
          ...honestReport(holes, playerTaps(holes, { hits: 20, combo: 5 })),
          max_combo: 20,
        }),
      ],
      [
        'fewer misses than the round had',
        (holes) => ({ ...honestReport(holes, playerTaps(holes, { hits: 5 })), misses: 0 }),
      ],
      [
        'more misses than the taps made',
        (holes) => ({ ...honestReport(holes, playerTaps(holes, { hits: 5 })), misses: 100_000 }),
      ],
      [
        'taps out of order',
        (holes) => {
          const report = honestReport(holes, playerTaps(holes, { hits: 5 }));
          return { ...report, taps: [...report.taps].reverse() };
        },
      ],
      [
        'a tap after the 30 seconds',
        (holes) => {
          const report = honestReport(holes, playerTaps(holes, { hits: 5 }));
          return { ...report, taps: [...report.taps, { at_ms: 30_000, hole: 1 }] };
        },
      ],
      [
        'more taps than two thumbs make (301)',
        (holes) => {
          // The tally of the first 300, which would count; the 301st is one too many.
          const taps = Array.from({ length: 300 }, (_, i) => ({ atMs: i * 99, hole: 5 }));
          const report = honestReport(holes, taps);
          return { ...report, taps: [...report.taps, { at_ms: 29_900, hole: 5 }] };
        },
      ],
    ];
    for (const [label, make] of tries) {
      const round = await startedRound(user.auth);
      advance(31);
      const res = await finish(user.auth, round.id, make(round.holes));
      expect(res.statusCode, `${label}: ${res.body}`).toBe(422);
      expect(res.json(), label).toMatchObject({ error: { code: 'IMPLAUSIBLE_SCORE' } });
      // A refused round is not counted: its row stays open, with no score.
      expect(await roundRow(round.id), label).toMatchObject({ score: null, finished_at: null });
    }

    // Too fast: reported before the 30 seconds are up.
    const fast = await startedRound(user.auth);
    advance(29.9);
    refusal(await finish(user.auth, fast.id, honestReport(fast.holes, [])));
    // Too late: more than a minute after the start.
    refusal(await play(user.auth, { hits: 10 }, 60.5));
    // Twice: the second report of a counted round.
    const twice = await startedRound(user.auth);
    advance(31);
    const once = honestReport(twice.holes, playerTaps(twice.holes, { hits: 5 }));
    expect((await finish(user.auth, twice.id, once)).statusCode).toBe(200);
    refusal(await finish(user.auth, twice.id, once));
    // A round started before rounds had a schedule cannot be counted.
    const unscheduled = await startedRound(user.auth);
    await database.db.execute(
      sql`update game_rounds set holes = null where id = ${unscheduled.id}`,
    );
    advance(31);
    refusal(await finish(user.auth, unscheduled.id, honestReport(unscheduled.holes, [])));

    const standing = await me(user.auth);
    expect(standing.best_score).toBe(450);
    expect(standing.rounds_today).toBe(tries.length + 5);
  });

  it('scores at most what the schedule can show, and takes a report right at 30 or 60 seconds', async () => {
    const user = await member('fast-fingers@example.com');
    // Every appearance hit the moment it is tappable (120 ms after it pops out): all 74.
    const quickest = await play(user.auth, { hits: 74, reactionMs: 120 }, 30);
    expect(quickest.statusCode, quickest.body).toBe(200);
    expect(quickest.json<Envelope<{ score: number }>>().data.score).toBe(74 * 15);
    expect((await play(user.auth, { hits: 1 }, 60)).statusCode).toBe(200);
    // Nobody taps the mascot sooner: tapped 119 ms after it pops out, it is still climbing out.
    const round = await startedRound(user.auth);
    advance(31);
    const early = honestReport(round.holes, playerTaps(round.holes, { hits: 1, reactionMs: 119 }));
    expect(early).toMatchObject({ hits: 0, max_combo: 0 });
  });

  it("is its player's only: another player's round is not found", async () => {
    const owner = await member('owner@example.com');
    const other = await member('other@example.com');
    const round = await startedRound(owner.auth);
    advance(31);
    const report = honestReport(round.holes, playerTaps(round.holes, { hits: 1 }));
    const res = await finish(other.auth, round.id, report);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const unknown = await finish(owner.auth, '00000000-0000-4000-8000-000000000000', report);
    expect(unknown.statusCode).toBe(404);
    // The owner can still count it.
    expect((await finish(owner.auth, round.id, report)).statusCode).toBe(200);
  });

  it('answers bad input with 400 VALIDATION_FAILED', async () => {
    const user = await member('typo@example.com');
    const round = await startedRound(user.auth);
    advance(31);
    const tally = { hits: 0, misses: 0, max_combo: 0 };
    for (const body of [
      {},
      { ...tally, taps: [], hits: -1 },
      { ...tally, taps: [], hits: 1.5 },
      { ...tally, taps: [], hits: '10' },
      { ...tally, taps: [], hits: 1e12 },
      { ...tally, taps: [], misses: null },
      { ...tally, taps: {} },
      { ...tally, taps: [{ at_ms: 600 }] },
      { ...tally, taps: [{ at_ms: 600, hole: 0 }] },
      { ...tally, taps: [{ at_ms: 600, hole: 10 }] },
      { ...tally, taps: [{ at_ms: -1, hole: 1 }] },
      { ...tally, taps: [{ at_ms: 600.5, hole: 1 }] },
      { ...tally, taps: Array.from({ length: 1001 }, () => ({ at_ms: 600, hole: 1 })) },
    ]) {
      const res = await finish(user.auth, round.id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    expect(await roundRow(round.id)).toMatchObject({ score: null, finished_at: null });
    const badId = await finish(user.auth, 'not-a-round', { ...tally, taps: [] });
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
    const res = await play(visitor, { hits: 10, combo: 4 });
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
    await play(ploy.auth, { hits: 20, combo: 5 }); // 225
    await play(ploy.auth, { hits: 50, combo: 20 }); // 600
    await play(bank.auth, { hits: 40, combo: 10 }); // 450
    await play(visitor, { hits: 40, combo: 10 }); // 450, reached later
    await play(nameless.auth, { hits: 1 }); // 15
    // Another day's round is on another day's board.
    clock = new Date('2026-04-02T17:10:00Z'); // 00:10 on 3 April
    await play(bank.auth, { hits: 50 });

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
      entries: [{ rank: 1, display_name: 'B•••', is_guest: false, is_you: false, score: 750 }],
    });
  });

  it('shows at most 20 players', async () => {
    clock = new Date('2026-05-05T03:00:00Z');
    for (let i = 0; i < 22; i++) {
      const visitor = await guest();
      await play(visitor, { hits: i, combo: 1 });
    }
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/game/leaderboard?date=2026-05-05',
    });
    const entries =
      res.json<Envelope<{ entries: { rank: number; score: number }[] }>>().data.entries;
    expect(entries).toHaveLength(20);
    // i hits with an empty hole after each: i × 10 + 5 (none for no hits).
    expect(entries[0]).toMatchObject({ rank: 1, score: 215 });
    expect(entries[19]).toMatchObject({ rank: 20, score: 25 });
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
