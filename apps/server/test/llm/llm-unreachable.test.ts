import { describe, expect, it } from 'vitest';
import { balanceOf } from '../support/balance.ts';
import { closedPort } from '../support/closed-port.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import {
  ADMIN_EMAIL,
  createdId,
  funding,
  startSession,
  waitForResult,
  type Envelope,
} from '../readings/helpers.ts';

/**
 * The language model out of reach. Nothing waits on it inside a request: a reading is a job and
 * a chat reply is settled with its question, so neither answers 5xx; each fails on its own terms
 * (a failed reading, a failed reply, in Thai) and gives its held coins back.
 */
const ctx = useTestApp({
  ADMIN_EMAILS: ADMIN_EMAIL,
  LLM_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`,
  LLM_API_KEY: 'sk-unreachable',
  LLM_MODEL: 'duangdee-test-model',
  LLM_MAX_RETRIES: '0',
  LLM_TIMEOUT_MS: '1000',
});
const money = funding(ctx);

describe('the language model out of reach', () => {
  it('fails a topic reading and refunds it', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'llm-down-reading@example.com');
    await money.fund(user.userId, 200);
    const before = await balanceOf(ctx.app, user.auth);
    const id = await createdId(ctx.app, user, 'career');
    const started = await startSession(ctx.app, user, 'career', id);
    expect(started.statusCode).toBeLessThan(500);
    const result = await waitForResult(ctx.app, user, 'career', id);
    expect(result).toMatchObject({ status: 'failed', coins_charged: 0 });
    expect(await balanceOf(ctx.app, user.auth)).toBe(before);
  });

  it('answers a chat question with a failed reply in Thai, charging nothing', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'llm-down-chat@example.com');
    await money.fund(user.userId, 200);
    const before = await balanceOf(ctx.app, user.auth);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/fortune/sessions',
      headers: user.auth,
      payload: { kind: 'chat' },
    });
    const sessionId = created.json<Envelope<{ session_id: string }>>().data.session_id;
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${sessionId}/messages`,
      headers: user.auth,
      payload: { role: 'user', content: 'งานปีนี้จะดีไหม' },
    });
    expect(sent.statusCode).toBe(201);
    const data =
      sent.json<Envelope<{ reply: { status: string; content: string }; coin_cost: number }>>().data;
    expect(data.reply.status).toBe('failed');
    expect(data.reply.content).toMatch(/[\u0E00-\u0E7F]/);
    expect(data.coin_cost).toBe(0);
    expect(await balanceOf(ctx.app, user.auth)).toBe(before);
  });
});
