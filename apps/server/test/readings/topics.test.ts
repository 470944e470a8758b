import { READING_KINDS } from '@duangdee/contract/readings';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../support/balance.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import {
  ADMIN_EMAIL,
  BODIES,
  COSTS,
  createdId,
  createSession,
  funding,
  getResults,
  startSession,
  THAI,
  waitForResult,
  type Envelope,
} from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const money = funding(ctx);

const TOPIC_KINDS = READING_KINDS.filter((k) => k !== 'love-sticks');

describe('topic readings end to end', () => {
  it.each(TOPIC_KINDS)(
    '%s: create, start, poll, a Thai reading, charged its price',
    async (kind) => {
      const user = await signInWithOutbox(ctx.app, ctx.database, `topic-${kind}@example.com`);
      await money.fund(user.userId, 1000);

      const created = await createSession(ctx.app, user, kind);
      expect(created.statusCode).toBe(201);
      const session = created.json<Envelope>().data;
      expect(session).toMatchObject({
        user_id: user.userId,
        status: 'created',
        estimated_completion_time: 10,
        cost: { coins_required: COSTS[kind], reading_type: kind },
      });
      const id = session.session_id as string;

      // Not started yet: still waiting, nothing held.
      const before = await getResults(ctx.app, user, kind, id);
      expect(before.statusCode).toBe(202);
      expect(before.json()).toMatchObject({
        data: { session_id: id, status: 'processing', is_processing: true },
      });

      const started = await startSession(ctx.app, user, kind, id, {
        ConfirmPayment: true,
        AdditionalContext: 'สนใจเรื่องงานและความรัก',
      });
      expect(started.statusCode).toBe(202);
      expect(started.json()).toEqual({
        success: true,
        data: {
          session_id: id,
          status: 'processing',
          coins_deducted: COSTS[kind],
          coin_cost: COSTS[kind],
          reading_started: true,
          estimated_wait_time: 10,
        },
      });

      // The job may already have finished; while it has not, the answer is 202 processing.
      const soon = await getResults(ctx.app, user, kind, id);
      expect([200, 202]).toContain(soon.statusCode);
      if (soon.statusCode === 202)
        expect(soon.json()).toMatchObject({ data: { is_processing: true } });

      const done = await waitForResult(ctx.app, user, kind, id);
      expect(done).toMatchObject({ session_id: id, kind, status: 'completed', error: null });
      expect(done.coins_charged).toBe(COSTS[kind]);
      expect(done.result?.kind).toBe(kind);
      expect(done.result?.title_th).toMatch(THAI);
      expect(done.result?.summary_th).toMatch(THAI);
      expect(done.result?.sections).not.toHaveLength(0);
      expect(done.result?.safety).toBeUndefined();
      expect(done.share_token).toMatch(/^[\w-]{30,}$/);
      expect(await balanceOf(ctx.app, user.auth)).toBe(1000 - COSTS[kind]);
    },
  );

  it('the phone reading follows the chosen goals and preferences; PascalCase bodies work', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'phone-pascal@example.com');
    await money.fund(user.userId, 100);
    const id = await createdId(ctx.app, user, 'phone-number', {
      PhoneNumber: { Number: '0891234567', CountryCode: '+66', Carrier: 'AIS' },
      AnalysisPreferences: { IncludeLoveLuck: true },
      ReadingPreferences: { DetailLevel: 'basic', IncludeTimeBasedAnalysis: true },
    });
    expect((await startSession(ctx.app, user, 'phone-number', id)).statusCode).toBe(202);
    const done = await waitForResult(ctx.app, user, 'phone-number', id);
    const sections = (done.result?.sections as Array<{ id: string }>).map((s) => s.id);
    expect(sections).toContain('love');
    expect(sections).toContain('timing');
    expect(sections).not.toContain('career');
    expect(sections).not.toContain('pairs');
    expect(done.result?.phone).toMatchObject({ normalized: '0891234567' });
    expect(await balanceOf(ctx.app, user.auth)).toBe(40);
  });

  it('lists the history newest first, by kind or all, paged; progress and shared links', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'history@example.com');
    await money.fund(user.userId, 1000);
    const ids: string[] = [];
    for (const kind of ['luck', 'thinking-person', 'thinking-person'] as const) {
      const id = await createdId(ctx.app, user, kind);
      ids.push(id);
      await startSession(ctx.app, user, kind, id);
      await waitForResult(ctx.app, user, kind, id);
    }
    // An unpaid draft is not history.
    const draft = await createdId(ctx.app, user, 'love');

    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/fortune/readings/history?page=1&pageSize=2',
      headers: user.auth,
    });
    expect(all.statusCode).toBe(200);
    const page = all.json<Envelope<{ items: Array<{ session_id: string; title_th: string }> }>>();
    expect(page.data).toMatchObject({
      page: 1,
      page_size: 2,
      total_count: 3,
      total_pages: 2,
      has_next_page: true,
      has_previous_page: false,
    });
    expect(page.data.items.map((i) => i.session_id)).toEqual([ids[2], ids[1]]);
    expect(page.data.items[0]?.title_th).toMatch(THAI);
    expect(JSON.stringify(page.data)).not.toContain(draft);

    const thinking = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/fortune/thinking-person/history',
      headers: user.auth,
    });
    expect(thinking.json()).toMatchObject({
      data: { page_size: 20, total_count: 2, items: [{ kind: 'thinking-person' }, {}] },
    });

    const progress = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/thinking-person/sessions/${ids[1]}/progress`,
      headers: user.auth,
    });
    expect(progress.json()).toEqual({
      success: true,
      data: {
        session_id: ids[1],
        status: 'completed',
        progress_percent: 100,
        // The built-in writer's honest estimate, not the spec's 90 s default.
        estimated_wait_time: 10,
      },
    });
    const draftProgress = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/love/sessions/${draft}/progress`,
      headers: user.auth,
    });
    expect(draftProgress.json()).toMatchObject({
      data: { status: 'created', progress_percent: 0 },
    });

    const done = await waitForResult(ctx.app, user, 'luck', ids[0] as string);
    const shared = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/readings/shared/${done.share_token}`,
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ data: { kind: 'luck', result: done.result } });
    expect(JSON.stringify(shared.json())).not.toContain(user.userId);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/readings/shared/${'x'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('shares the reading without the names, questions or phone number it was asked with', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'topic-share@example.com');
    await money.fund(user.userId, 500);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: user.auth,
      payload: { first_name: 'ประภาพร', birth_date: '1990-05-17' },
    });
    const cases: Array<[string, string[]]> = [
      ['phone-number', ['081-234-5678', '0812345678', '812345678']],
      ['compatibility', ['สมชาย', 'สมหญิง']],
      ['career', [String(BODIES.career.question), 'ประภาพร']],
    ];
    for (const [kind, secrets] of cases) {
      const id = await createdId(ctx.app, user, kind);
      await startSession(ctx.app, user, kind, id);
      const done = await waitForResult(ctx.app, user, kind, id);
      const own = JSON.stringify(done.result);
      // The owner's own reading keeps what they asked with (the test is not vacuous) ...
      expect(
        secrets.some((secret) => own.includes(secret)),
        `${kind} own`,
      ).toBe(true);
      const shared = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/fortune/readings/shared/${done.share_token}`,
      });
      expect(shared.statusCode).toBe(200);
      const text = JSON.stringify(shared.json());
      // ... the shared one does not.
      for (const secret of secrets) expect(text, `${kind}: ${secret}`).not.toContain(secret);
      expect(text).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});
