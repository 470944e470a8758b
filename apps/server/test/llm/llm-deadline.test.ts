import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { balanceOf } from '../support/balance.ts';
import { startLlmStandIn, type LlmStandInRequest } from '../support/llm-standin.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import {
  ADMIN_EMAIL,
  createdId,
  funding,
  getResults,
  startSession,
  THAI,
  waitForResult,
  type Envelope,
} from '../readings/helpers.ts';

/**
 * A provider that never stops sending and never finishes: one byte a second, so no silence ever
 * trips the per-attempt timeout. Each call ends at its deadline (3 s here) and closes its
 * connection; the reading or reply fails and its held coins come back; and the readings of other
 * users are made meanwhile.
 */
const standIn = await startLlmStandIn();
afterAll(() => standIn.close());

const DEADLINE_MS = 3000;
const ctx = useTestApp({
  ADMIN_EMAILS: ADMIN_EMAIL,
  LLM_BASE_URL: standIn.baseUrl,
  LLM_API_KEY: standIn.apiKey,
  LLM_MODEL: 'duangdee-test-model',
  LLM_MAX_RETRIES: '2',
  LLM_TIMEOUT_MS: '2000',
  LLM_DEADLINE_MS: String(DEADLINE_MS),
});
const money = funding(ctx);

const READING = {
  title_th: 'ดวงการเงินช่วงนี้ ค่อย ๆ มั่นคงขึ้น',
  title_en: 'Your money: steadier by the week',
  summary_th: 'การเงินมีแนวโน้มดีขึ้นจากการวางแผนค่ะ',
  summary_en: 'Money improves with planning.',
  sections: [
    {
      id: 'outlook',
      heading_th: 'ภาพรวม',
      heading_en: 'Outlook',
      body_th: 'รายรับสม่ำเสมอ',
      body_en: 'Steady income.',
    },
  ],
  lucky_colours_th: ['สีเขียว'],
  lucky_colours_en: ['green'],
  lucky_numbers: [8],
  score0to100: 72,
  advice_th: 'ออมก่อนใช้ค่ะ',
  advice_en: 'Save before you spend.',
  safety: false,
};

/** Finance readings are answered at once; everything else trickles. */
const kindOf = (request: LlmStandInRequest) => {
  const last = request.messages.at(-1)?.content;
  return typeof last === 'string' ? (/"kind": "([a-z-]+)"/.exec(last)?.[1] ?? null) : null;
};
standIn.script((request) =>
  kindOf(request) === 'finance'
    ? { kind: 'text', text: JSON.stringify(READING) }
    : { kind: 'trickle', text: JSON.stringify(READING) },
);

async function funded(email: string, coins: number): Promise<SignedIn> {
  const user = await signInWithOutbox(ctx.app, ctx.database, email);
  await money.fund(user.userId, coins);
  return user;
}

async function holdsOf(sessionId: string): Promise<string[]> {
  const result = await ctx.database.db.execute(
    sql`select status from ledger_holds where reference_type = 'reading' and reference_id = ${sessionId}`,
  );
  return (result as unknown as { rows: { status: string }[] }).rows.map((r) => r.status);
}

describe('a model call that trickles', () => {
  it('ends the reading at its deadline: failed in Thai, its coins given back, the connection closed', async () => {
    const user = await funded('trickle-reading@example.com', 100);
    const id = await createdId(ctx.app, user, 'career');
    const started = Date.now();
    expect((await startSession(ctx.app, user, 'career', id)).statusCode).toBe(202);
    await vi.waitFor(() => expect(standIn.sending()).toBe(1), { timeout: 5000, interval: 20 });

    const done = await waitForResult(ctx.app, user, 'career', id, 10_000);
    const took = Date.now() - started;
    expect(done).toMatchObject({ status: 'failed', coins_charged: 0, result: null });
    expect(done.error).toMatch(THAI);
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
    expect(took).toBeLessThan(DEADLINE_MS + 3000);
    // The provider sees the connection closed: nothing goes on sending to a reading that ended.
    await vi.waitFor(() => expect(standIn.sending()).toBe(0), { timeout: 1000, interval: 20 });
    expect(await balanceOf(ctx.app, user.auth)).toBe(100);
    expect(await holdsOf(id)).toEqual(['voided']);
    expect((await money.reconcile()).ok).toBe(true);
  });

  it("does not hold up other users' readings: one is made while two trickle", async () => {
    const slow = [
      await funded('trickle-slow-1@example.com', 100),
      await funded('trickle-slow-2@example.com', 100),
    ];
    const slowIds: string[] = [];
    for (const user of slow) {
      const id = await createdId(ctx.app, user, 'love');
      expect((await startSession(ctx.app, user, 'love', id)).statusCode).toBe(202);
      slowIds.push(id);
    }
    // Both calls are in flight, each holding a worker.
    await vi.waitFor(() => expect(standIn.sending()).toBe(2), { timeout: 5000, interval: 20 });

    const other = await funded('trickle-other@example.com', 100);
    const id = await createdId(ctx.app, other, 'finance');
    expect((await startSession(ctx.app, other, 'finance', id)).statusCode).toBe(202);
    const done = await waitForResult(ctx.app, other, 'finance', id, 10_000);
    expect(done).toMatchObject({ status: 'completed', coins_charged: 50 });
    expect(done.result?.title_th).toBe(READING.title_th);
    // Made while the trickling calls are still running, not once they gave their workers back.
    for (const [i, user] of slow.entries()) {
      expect((await getResults(ctx.app, user, 'love', slowIds[i]!)).statusCode).toBe(202);
    }

    for (const [i, user] of slow.entries()) {
      const ended = await waitForResult(ctx.app, user, 'love', slowIds[i]!, 10_000);
      expect(ended).toMatchObject({ status: 'failed', coins_charged: 0 });
      expect(await balanceOf(ctx.app, user.auth)).toBe(100);
    }
    expect(await balanceOf(ctx.app, other.auth)).toBe(50);
    await vi.waitFor(() => expect(standIn.sending()).toBe(0), { timeout: 1000, interval: 20 });
    expect((await money.reconcile()).ok).toBe(true);
  });

  it('ends a chat reply streamed a byte a second at its deadline: the question costs nothing', async () => {
    const user = await funded('trickle-chat@example.com', 100);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/fortune/sessions',
      headers: user.auth,
      payload: { kind: 'chat' },
    });
    const sessionId = created.json<Envelope<{ session_id: string }>>().data.session_id;
    const started = Date.now();
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${sessionId}/messages`,
      headers: user.auth,
      payload: { role: 'user', content: 'เดือนหน้าจะได้งานใหม่ไหม' },
    });
    const took = Date.now() - started;
    expect(standIn.requests.at(-1)?.stream).toBe(true);
    expect(sent.statusCode).toBe(201);
    const data =
      sent.json<Envelope<{ reply: { status: string; content: string }; coin_cost: number }>>().data;
    expect(data.reply.status).toBe('failed');
    expect(data.reply.content).toMatch(THAI);
    expect(data.coin_cost).toBe(0);
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
    expect(took).toBeLessThan(DEADLINE_MS + 3000);
    await vi.waitFor(() => expect(standIn.sending()).toBe(0), { timeout: 1000, interval: 20 });
    expect(await balanceOf(ctx.app, user.auth)).toBe(100);
    expect((await money.reconcile()).ok).toBe(true);
  });
});
