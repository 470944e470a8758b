import { describe, expect, it } from 'vitest';
import { balanceOf } from '../support/balance.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import {
  ADMIN_EMAIL,
  createdId,
  funding,
  getResults,
  startSession,
  THAI,
  type Envelope,
} from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const money = funding(ctx);

interface Drawn {
  session_id: string;
  status: string;
  stick: { number: number; title_th: string; verse_th: string[] } | null;
  result: {
    kind: string;
    title_th: string;
    summary_th: string;
    sections: { id: string; heading_th: string }[];
    advice_th: string;
    stick?: { number: number };
  };
}

function act(user: SignedIn, id: string, action: 'shake' | 'draw', payload?: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/fortune/love-sticks/sessions/${id}/${action}`,
    headers: user.auth,
    ...(payload ? { payload } : {}),
  });
}

describe('love sticks (เซียมซี)', () => {
  it('start holds, shake records, the server draws 1–28 once, and a second draw is the same', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'sticks@example.com');
    await money.fund(user.userId, 120);
    const id = await createdId(ctx.app, user, 'love-sticks', { Question: 'ความรักปีนี้' });

    // Nothing can be drawn before it is paid for.
    expect((await act(user, id, 'draw')).statusCode).toBe(409);
    expect((await act(user, id, 'shake')).statusCode).toBe(409);

    const started = await startSession(ctx.app, user, 'love-sticks', id);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({
      data: { status: 'started', coins_deducted: 50, reading_started: true },
    });
    expect((await getResults(ctx.app, user, 'love-sticks', id)).statusCode).toBe(202);

    const shake = await act(user, id, 'shake');
    expect(shake.json()).toEqual({ success: true, data: { session_id: id, shaking: true } });

    // Whatever the client says, the server chooses the stick.
    const first = await act(user, id, 'draw', { number: 99, seed: 'chosen-by-client' });
    expect(first.statusCode).toBe(200);
    const drawn = first.json<Envelope<Drawn>>().data;
    expect(drawn.status).toBe('completed');
    expect(drawn.stick?.number).toBeGreaterThanOrEqual(1);
    expect(drawn.stick?.number).toBeLessThanOrEqual(28);
    expect(drawn.stick?.verse_th.join('')).toMatch(THAI);
    expect(drawn.result.stick?.number).toBe(drawn.stick?.number);
    expect(drawn.result.title_th).toMatch(THAI);
    // The slip is read against the question: its love meaning first, for this year.
    expect(drawn.result.sections[0]).toMatchObject({
      id: 'answer',
      heading_th: 'ตอบคำถามเรื่องความรัก',
    });
    expect(drawn.result.summary_th).toMatch(/^สำหรับเรื่องความรัก /);
    expect(drawn.result.advice_th).toContain('สำหรับปีนี้');

    const again = await act(user, id, 'draw');
    expect(again.json<Envelope<Drawn>>().data.stick).toEqual(drawn.stick);

    const results = await getResults(ctx.app, user, 'love-sticks', id);
    expect(results.statusCode).toBe(200);
    expect(results.json()).toMatchObject({
      data: {
        status: 'completed',
        coins_charged: 50,
        result: { kind: 'love-sticks', stick: { number: drawn.stick?.number } },
      },
    });
    expect(await balanceOf(ctx.app, user.auth)).toBe(70);
  });

  it('racing draws settle on one stick and one charge', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'sticks-race@example.com');
    await money.fund(user.userId, 50);
    const id = await createdId(ctx.app, user, 'love-sticks', {});
    await startSession(ctx.app, user, 'love-sticks', id);
    const draws = await Promise.all(Array.from({ length: 6 }, () => act(user, id, 'draw')));
    const numbers = new Set(draws.map((d) => d.json<Envelope<Drawn>>().data.stick?.number));
    expect(draws.every((d) => d.statusCode === 200)).toBe(true);
    expect(numbers.size).toBe(1);
    expect(await balanceOf(ctx.app, user.auth)).toBe(0);
    expect(await money.reconcile()).toMatchObject({ ok: true });
  });

  it("someone else's sticks are not found", async () => {
    const owner = await signInWithOutbox(ctx.app, ctx.database, 'sticks-owner@example.com');
    const other = await signInWithOutbox(ctx.app, ctx.database, 'sticks-other@example.com');
    await money.fund(owner.userId, 50);
    const id = await createdId(ctx.app, owner, 'love-sticks', {});
    await startSession(ctx.app, owner, 'love-sticks', id);
    expect((await act(other, id, 'shake')).statusCode).toBe(404);
    expect((await act(other, id, 'draw')).statusCode).toBe(404);
    expect(await balanceOf(ctx.app, owner.auth)).toBe(50);
  });
});
