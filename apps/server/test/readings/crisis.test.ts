import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { caringReplyTh } from '@duangdee/oracle/safety';
import { CRISIS_LINES } from '@duangdee/oracle/safety/crisis-corpus';
import { READING_KINDS, type ReadingKind } from '@duangdee/contract/readings';
import { balanceOf } from '../support/balance.ts';
import { llmEnv, startLlmStandIn, type LlmStandInRequest } from '../support/llm-standin.ts';
import { handJpeg } from '../support/palm-images.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import {
  ADMIN_EMAIL,
  BODIES,
  createdId,
  funding,
  startSession,
  waitForResult,
  type Envelope,
} from './helpers.ts';

/*
 * One crisis check in front of every reading kind, the palm reading and the chat, with a language
 * model configured: what the person wrote is answered with care and the help lines, nothing is
 * held or charged, and the model never sees it — not then, and not later as chat history.
 */

const standIn = await startLlmStandIn();
afterAll(() => standIn.close());

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, ...llmEnv(standIn) });
const money = funding(ctx);

const thaiCrisis = CRISIS_LINES.filter((line) => /[\u0E00-\u0E7F]/.test(line.text));
/** A different Thai crisis phrasing for each use, from the corpus. */
const phrasing = (i: number) => thaiCrisis[(i * 7) % thaiCrisis.length]!.text;

const everything = (requests: LlmStandInRequest[]) => JSON.stringify(requests);

async function holdsOf(referenceId: string): Promise<number> {
  const result = await ctx.database.db.execute(
    sql`select count(*)::int as n from ledger_holds where reference_id = ${referenceId}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/** The kind's body with the crisis text in a free-text field it has, if any. */
function withText(
  kind: ReadingKind,
  text: string,
): { body: Record<string, unknown>; inBody: boolean } {
  const body = structuredClone(BODIES[kind]) as Record<string, Record<string, unknown> | unknown>;
  if ('question' in body) return { body: { ...body, question: text }, inBody: true };
  if (kind === 'their-feelings') {
    (body.context as Record<string, unknown>).specific_situation = text;
    return { body, inBody: true };
  }
  if (kind === 'obstacles') {
    (body.obstacle_context as Record<string, unknown>).description = text;
    return { body, inBody: true };
  }
  return { body, inBody: false };
}

describe('someone in crisis', () => {
  it('every reading kind answers with care and 1323/1669, holds nothing, and never asks the model', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'crisis-readings@example.com');
    await money.fund(user.userId, 1000);
    const before = standIn.requests.length;
    for (const [i, kind] of READING_KINDS.entries()) {
      const text = phrasing(i);
      const { body, inBody } = withText(kind, text);
      const id = await createdId(ctx.app, user, kind, body);
      const started = await startSession(ctx.app, user, kind, id, {
        confirm_payment: true,
        ...(inBody ? {} : { additional_context: text }),
      });
      // Answered at once: 200 with the finished session, not 202 for a reading under way.
      expect(started.statusCode, `${kind}: ${started.body}`).toBe(200);
      expect(started.json<Envelope>().data, kind).toMatchObject({
        status: 'completed',
        coins_deducted: 0,
      });
      const done = await waitForResult(ctx.app, user, kind, id);
      expect(done.result, kind).toMatchObject({ safety: true, hotline: '1323' });
      expect(done.result?.summary_th, kind).toContain('1323');
      expect(done.result?.summary_th, kind).toContain('1669');
      expect(done.coins_charged, kind).toBe(0);
      expect(done.share_token, kind).toBeNull();
      expect(await holdsOf(id), kind).toBe(0);
      expect(everything(standIn.requests.slice(before))).not.toContain(text);
    }
    expect(standIn.requests.length).toBe(before);
    expect(await balanceOf(ctx.app, user.auth)).toBe(1000);
    expect((await money.reconcile()).ok).toBe(true);
  });

  it('a palm reading with a crisis in its question answers with care before any photo is read', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'crisis-palm@example.com');
    await money.fund(user.userId, 1000);
    const before = standIn.requests.length;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/fortune/sessions',
      headers: user.auth,
      payload: {},
    });
    const id = created.json<Envelope<{ session_id: string }>>().data.session_id;
    const text = phrasing(40);
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${id}/start`,
      headers: user.auth,
      payload: {
        image_data: `data:image/jpeg;base64,${(await handJpeg()).toString('base64')}`,
        additional_context: text,
      },
    });
    // The palm start answers 202 whatever the outcome (as the spec has it); the status says done.
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json<Envelope>().data).toMatchObject({ status: 'completed', coins_deducted: 0 });
    const result = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/sessions/${id}/result`,
      headers: user.auth,
    });
    expect(result.statusCode).toBe(200);
    expect(result.json<Envelope<{ result: Record<string, unknown> }>>().data.result).toMatchObject({
      safety: true,
      hotline: '1323',
    });
    expect(await holdsOf(id)).toBe(0);
    expect(standIn.requests.length).toBe(before);
    expect(await balanceOf(ctx.app, user.auth)).toBe(1000);
  });

  it('the chat answers with care for free, and the message never reaches the model, even as history', async () => {
    const user: SignedIn = await signInWithOutbox(ctx.app, ctx.database, 'crisis-chat@example.com');
    await money.fund(user.userId, 100);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/fortune/sessions',
      headers: user.auth,
      payload: { kind: 'chat' },
    });
    const id = created.json<Envelope<{ session_id: string }>>().data.session_id;
    standIn.script(() => ({ kind: 'text', text: 'ค่อย ๆ เป็นไปได้ค่ะ' }));
    const send = (content: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/fortune/sessions/${id}/messages`,
        headers: user.auth,
        payload: { content },
      });

    const said: string[] = [];
    for (const i of [3, 11, 19, 27]) {
      const text = phrasing(i);
      said.push(text);
      const res = await send(text);
      expect(res.statusCode, res.body).toBe(201);
      const data = res.json<Envelope<{ reply: { content: string }; coin_cost: number }>>().data;
      expect(data.reply.content).toContain('1323');
      expect(data.reply.content).toContain('1669');
      expect(data.coin_cost).toBe(0);
    }
    expect(await balanceOf(ctx.app, user.auth)).toBe(100);

    // The next ordinary question goes to the model, without the crisis messages or the replies.
    const before = standIn.requests.length;
    const ordinary = await send('เดือนหน้างานจะดีขึ้นไหม');
    expect(ordinary.json<Envelope<{ coin_cost: number }>>().data.coin_cost).toBeGreaterThan(0);
    const sent = everything(standIn.requests.slice(before));
    expect(standIn.requests.length).toBeGreaterThan(before);
    expect(sent).toContain('เดือนหน้างานจะดีขึ้นไหม');
    for (const text of said) expect(sent).not.toContain(text);
    // Nor the caring replies (the system prompt itself names 1323, so the reply's own words).
    expect(sent).not.toContain(caringReplyTh.slice(0, 60));
  });
});
