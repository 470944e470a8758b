import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createChatRepo } from '../../src/modules/chat/repo.ts';
import { createChatService, type ChatReplier } from '../../src/modules/chat/service.ts';
import { createOracleReplier } from '../../src/modules/chat/oracle-replier.ts';
import { createReadingsRepo } from '../../src/modules/readings/repo.ts';
import { createReadingsService } from '../../src/modules/readings/service.ts';
import type { ReadingWriter } from '../../src/modules/readings/writer.ts';
import { createWalletService } from '../../src/modules/wallet/service.ts';
import { balanceOf } from '../support/balance.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { ADMIN_EMAIL, funding, type Envelope } from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, WORKERS_ENABLED: 'false' });
const money = funding(ctx);

/** The chat service as a process builds it, with the reply writer of that process. */
function chatProcess(replier: ChatReplier) {
  const db = ctx.database.db;
  const wallet = createWalletService({ db });
  const repo = createReadingsRepo(db);
  const unused: ReadingWriter = {
    write: () => Promise.reject(new Error('no readings here')),
    estimatedSeconds: () => 0,
  };
  const readings = createReadingsService({
    db,
    repo,
    wallet,
    writer: unused,
    enqueueGenerate: async () => {},
    drawSeed: (id) => id,
  });
  return createChatService({
    db,
    repo,
    chats: createChatRepo(db),
    readings,
    wallet,
    photos: {
      resolveOwn: () => Promise.reject(new Error('no photos here')),
      storeInline: () => Promise.reject(new Error('no photos here')),
    },
    replier,
    palmSeconds: () => 0,
    seedOf: (id) => id,
  });
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe('a reply left unwritten by a stopped process', () => {
  it('is written by the next process: the question is charged once and its coins never stay held', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'chat-resume@example.com');
    await money.fund(user.userId, 50);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/fortune/sessions',
      headers: user.auth,
      payload: { kind: 'chat' },
    });
    const sessionId = created.json<Envelope<{ session_id: string }>>().data.session_id;

    // The first process holds the coins, then dies while the reply is being written.
    const dying = chatProcess({ reply: () => new Promise<string>(() => {}) });
    void dying.sendMessage(user.userId, sessionId, 'ปีหน้าจะได้ย้ายบ้านไหม', 'resume-key-0001');
    let pending: { id: string }[] = [];
    for (let i = 0; i < 100 && pending.length === 0; i++) {
      pending = await rows(sql`select id from reading_messages where status = 'pending'`);
      if (pending.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(pending).toHaveLength(1);
    const held = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/coins/balance',
      headers: user.auth,
    });
    expect(held.json<Envelope<{ balance: number; held: number }>>().data).toMatchObject({
      balance: 50,
      held: 10,
    });

    // The next process sweeps it (twice, as a racing second sweep would): written once.
    const next = chatProcess(createOracleReplier());
    expect(await next.resumeStrandedReplies(0)).toBe(1);
    expect(await next.resumeStrandedReplies(0)).toBe(0);

    const [reply] = await rows<{ status: string; content: string }>(
      sql`select status, content from reading_messages where id = ${pending[0]?.id}`,
    );
    expect(reply?.status).toBe('complete');
    expect(reply?.content).toMatch(/[\u0E00-\u0E7F]/);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/coins/balance',
      headers: user.auth,
    });
    expect(after.json<Envelope<{ balance: number; held: number }>>().data).toMatchObject({
      balance: 40,
      held: 0,
    });
    // A retry of the same send now returns that reply, charging nothing more.
    const retry = await next.sendMessage(
      user.userId,
      sessionId,
      'ปีหน้าจะได้ย้ายบ้านไหม',
      'resume-key-0001',
    );
    expect(retry.reply.id).toBe(pending[0]?.id);
    expect(retry.coin_cost).toBe(10);
    expect(await balanceOf(ctx.app, user.auth)).toBe(40);
    expect((await money.reconcile()).ok).toBe(true);
  });
});
