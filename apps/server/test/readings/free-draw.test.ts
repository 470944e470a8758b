import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { THAI, type Envelope } from './helpers.ts';

const ctx = useTestApp();

interface Drawn {
  session_id: string;
  status: 'completed';
  stick: { number: number } | null;
  result: { kind: string; title_th: string; question?: string | null };
}

async function guest(accept = true): Promise<{ 'x-guest-session': string; id: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/guest',
    payload: { device_id: `device-${Math.random()}`, accept_pdpa: accept },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const data =
    res.json<Envelope<{ guest_user: { id: string }; session: { session_id: string } }>>().data;
  return { 'x-guest-session': data.session.session_id, id: data.guest_user.id };
}

const freeDraw = (headers: Record<string, string>, payload: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/fortune/love-sticks/free-draw',
    headers,
    payload,
  });

const today = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/fortune/love-sticks/free-draw', headers });

describe('a visitor’s free เซียมซี of the day', () => {
  it('draws one real slip a day for a consenting guest, read against the question; then 409', async () => {
    const visitor = await guest();
    expect((await today(visitor)).json()).toEqual({
      success: true,
      data: { available: true, today: null },
    });

    const first = await freeDraw(visitor, { question: 'เดือนนี้จะเจอคนที่ใช่ไหม' });
    expect(first.statusCode, first.body).toBe(200);
    const drawn = first.json<Envelope<Drawn>>().data;
    expect(drawn.status).toBe('completed');
    expect(drawn.stick?.number).toBeGreaterThanOrEqual(1);
    expect(drawn.result.kind).toBe('love-sticks');
    expect(drawn.result.title_th).toMatch(THAI);
    expect(drawn.result.question).toBe('เดือนนี้จะเจอคนที่ใช่ไหม');

    // A reload shows the same slip; a second draw of the day is refused and records nothing.
    expect(
      (await today(visitor)).json<Envelope<{ available: boolean; today: Drawn }>>().data,
    ).toEqual({ available: false, today: drawn });
    const again = await freeDraw(visitor, { question: 'ขออีกใบ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, error: { code: 'FREE_DRAW_USED' } });
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as n from reading_sessions where user_id = ${visitor.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('ten draws at once make one slip', async () => {
    const visitor = await guest();
    const answers = await Promise.all(Array.from({ length: 10 }, () => freeDraw(visitor)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
    const rows = await ctx.database.db.execute(sql`select count(*)::int as n from free_draws`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThanOrEqual(1);
  });

  it('needs a guest session with consent, and is not for signed-in users', async () => {
    expect((await freeDraw({})).json()).toMatchObject({ error: { code: 'AUTH_REQUIRED' } });
    const undecided = await guest(false);
    const refused = await freeDraw(undecided);
    expect(refused.statusCode).toBe(403);
    const user = await signInWithOutbox(ctx.app, ctx.database, 'free-draw-member@example.com');
    expect((await freeDraw(user.auth)).statusCode).toBe(403);
  });

  it('answers with care, not a slip, when the question speaks of self-harm', async () => {
    const visitor = await guest();
    const res = await freeDraw(visitor, { question: 'อยากตายแล้ว ไม่อยากอยู่ต่อ' });
    expect(res.statusCode).toBe(200);
    const drawn = res.json<Envelope<Drawn & { result: { safety?: boolean } }>>().data;
    expect(drawn.result.safety).toBe(true);
    expect(drawn.stick).toBeNull();
  });

  it('goes with the guest into the account they sign in to: the slip is in their history', async () => {
    const visitor = await guest();
    const drawn = (await freeDraw(visitor, { question: 'งานใหม่จะดีไหม' })).json<Envelope<Drawn>>()
      .data;
    const user = await signInWithOutbox(
      ctx.app,
      ctx.database,
      'free-draw-carry@example.com',
      visitor,
    );
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/fortune/readings/history',
      headers: user.auth,
    });
    const items =
      history.json<Envelope<{ items: { session_id: string; cost: number }[] }>>().data.items;
    expect(items).toEqual([expect.objectContaining({ session_id: drawn.session_id, cost: 0 })]);
    const results = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/love-sticks/sessions/${drawn.session_id}/results`,
      headers: user.auth,
    });
    expect(results.statusCode).toBe(200);
  });
});
