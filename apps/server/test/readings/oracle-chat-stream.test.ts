import { describe, expect, it } from 'vitest';
import { replyPieces } from '../../src/modules/chat/oracle-replier.ts';
import { balanceOf } from '../support/balance.ts';
import { openEventStream, type ReceivedEvent } from '../support/event-stream.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { ADMIN_EMAIL, funding, THAI, type Envelope } from './helpers.ts';

// No LLM_* variables: the built-in oracle writes every reply. A short pace keeps the test quick
// while still sending the pieces apart.
const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, ORACLE_REPLY_PACE_MS: '5' });
const money = funding(ctx);

/** Thai vowel and tone marks that belong to the character before them. */
const COMBINING = /^[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/;

describe('a built-in reply cut into pieces', () => {
  const reply =
    'ปีหน้า (พ.ศ. 2570) เป็นปีมะแม ซึ่งส่งเสริมคนเกิดปีกุน มีแรงหนุนจากผู้คนและโอกาสที่มาถูกจังหวะ เรื่องการเงินจึงมีทางเข้ามากขึ้น แต่ควรแบ่งเก็บไว้ก่อนใช้ทุกครั้ง Next year, 2027, is the year of the Goat.';

  it('joins back into the reply exactly, in word-sized pieces that never split a syllable', () => {
    const pieces = replyPieces(reply);
    expect(pieces.join('')).toBe(reply);
    expect(pieces.length).toBeGreaterThan(10);
    for (const piece of pieces) {
      expect(piece).not.toMatch(COMBINING);
      expect(piece.trim().length).toBeGreaterThan(0);
    }
    // About 8–16 characters: a piece grows past 16 only by a single long word and its space.
    const long = pieces.filter((p) => p.trimEnd().length > 16);
    expect(long.length).toBeLessThanOrEqual(2);
  });

  it('leaves short and empty texts whole', () => {
    expect(replyPieces('')).toEqual([]);
    expect(replyPieces('สวัสดี')).toEqual(['สวัสดี']);
  });
});

describe('chat replies written by the built-in oracle', () => {
  it('stream to the open page as several chat.token events before chat.done, then charge once', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const user = await signInWithOutbox(ctx.app, ctx.database, 'oracle-stream@example.com');
    await money.fund(user.userId, 30);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/fortune/sessions',
      headers: user.auth,
      payload: { kind: 'chat' },
    });
    const id = created.json<Envelope<{ session_id: string }>>().data.session_id;

    const stream = await openEventStream(baseUrl, user.auth);
    try {
      const sent = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/fortune/sessions/${id}/messages`,
        headers: { ...user.auth, 'idempotency-key': 'oracle-stream-0001' },
        payload: { content: 'ปีหน้าการเงินจะดีขึ้นไหม' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const data =
        sent.json<
          Envelope<{ reply: { id: string; content: string; status: string }; coin_cost: number }>
        >().data;
      expect(data.reply.status).toBe('complete');
      expect(data.reply.content).toMatch(THAI);
      expect(data.coin_cost).toBe(10);

      const chat: ReceivedEvent[] = [];
      for (;;) {
        const event = await stream.next(5000);
        if (event.event.startsWith('chat.')) chat.push(event);
        if (event.event === 'chat.done') break;
      }
      const done = chat.at(-1) as ReceivedEvent;
      const tokens = chat.slice(0, -1);
      expect(done.data).toEqual({ session_id: id, message_id: data.reply.id, status: 'complete' });
      // Every event before the done one is a piece of this reply, in order.
      expect(tokens.length).toBeGreaterThan(5);
      for (const token of tokens) {
        expect(token.event).toBe('chat.token');
        expect(token.data).toMatchObject({ session_id: id, message_id: data.reply.id });
      }
      const pieces = tokens.map((t) => (t.data as { token: string }).token);
      expect(pieces.join('')).toBe(data.reply.content);
      for (const piece of pieces) expect(piece.length).toBeLessThan(40);
    } finally {
      stream.close();
    }

    // Stored as answered and charged once, exactly as without streaming.
    const messages = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/sessions/${id}/messages?limit=50&offset=0`,
      headers: user.auth,
    });
    const items =
      messages.json<Envelope<{ items: { role: string; content: string }[] }>>().data.items;
    expect(items.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(await balanceOf(ctx.app, user.auth)).toBe(20);
    const retry = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${id}/messages`,
      headers: { ...user.auth, 'idempotency-key': 'oracle-stream-0001' },
      payload: { content: 'ปีหน้าการเงินจะดีขึ้นไหม' },
    });
    expect(retry.json<Envelope<{ coin_cost: number }>>().data.coin_cost).toBe(10);
    expect(await balanceOf(ctx.app, user.auth)).toBe(20);
    expect((await money.reconcile()).ok).toBe(true);
  });
});
