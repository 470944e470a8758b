import { afterAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../support/event-stream.ts';
import { lastUserText, llmEnv, startLlmStandIn } from '../support/llm-standin.ts';
import { useTestApp } from '../test-app.ts';
import {
  ADMIN_EMAIL,
  createdId,
  funding,
  MODEL_READING,
  startSession,
  THAI,
  thursdayBorn,
  waitForResult,
  type Envelope,
} from './helpers.ts';

/*
 * What a language model writes keeps the promises the built-in engine keeps: no numbers to play,
 * no health, legal or money certainty, no กาลกิณี colour, at most four lucky numbers. A broken
 * answer is asked for once more; broken twice, the built-in engine writes the reading. In chat,
 * nothing a check would refuse ever reaches the user's page.
 */

const standIn = await startLlmStandIn();
afterAll(() => standIn.close());
const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, ...llmEnv(standIn) });
const money = funding(ctx);

const CLEAN = { ...MODEL_READING, lucky_numbers: [5, 9] };
const thursday = (email: string, coins: number) => thursdayBorn(ctx, money, email, coins);

describe('a reading the model writes is checked before it is shown', () => {
  it('asks once more when the answer gives lottery numbers, and shows the rewrite', async () => {
    const user = await thursday('llm-lottery@example.com', 100);
    standIn.script((_request, attempt) => ({
      kind: 'text',
      text: JSON.stringify(
        attempt === 1 ? { ...CLEAN, summary_th: 'งวดนี้เลขเด็ดของคุณคือ 589 รับรองปัง' } : CLEAN,
      ),
    }));
    const before = standIn.requests.length;
    const id = await createdId(ctx.app, user, 'career');
    await startSession(ctx.app, user, 'career', id);
    const done = await waitForResult(ctx.app, user, 'career', id);
    expect(done.status).toBe('completed');
    expect(done.result?.summary_th).toBe(CLEAN.summary_th);
    expect(JSON.stringify(done.result)).not.toContain('589');
    const asked = standIn.requests.slice(before);
    expect(asked).toHaveLength(2);
    // The second request carries the broken answer and the rule it broke.
    expect(asked[1]!.messages.at(-2)).toMatchObject({ role: 'assistant' });
    expect(lastUserText(asked[1]!)).toContain('ห้ามให้เลขสำหรับหวย');
    expect(done.coins_charged).toBe(50);
  });

  it('falls back to the built-in engine when the model breaks a rule twice', async () => {
    const user = await thursday('llm-health@example.com', 150);
    const broken = [
      { ...CLEAN, advice_th: 'อาการแบบนี้เป็นมะเร็งแน่นอน หยุดกินยาได้เลย' },
      { ...CLEAN, lucky_colours_th: ['สีม่วง'], lucky_colours_en: ['purple'] },
      { ...CLEAN, lucky_numbers: [1, 2, 3, 4, 5] },
    ];
    for (const [i, answer] of broken.entries()) {
      standIn.script(() => ({ kind: 'text', text: JSON.stringify(answer) }));
      const before = standIn.requests.length;
      const id = await createdId(ctx.app, user, 'career');
      expect((await startSession(ctx.app, user, 'career', id)).statusCode).toBe(202);
      const done = await waitForResult(ctx.app, user, 'career', id);
      expect(done.status, `answer ${i}`).toBe('completed');
      expect(standIn.requests.length - before, `answer ${i}`).toBe(2);
      const shown = JSON.stringify(done.result);
      expect(shown).not.toContain('มะเร็งแน่นอน');
      expect(shown).not.toContain('หยุดกินยา');
      expect(done.result?.title_th).not.toBe(CLEAN.title_th);
      expect(done.result?.summary_th).toMatch(THAI);
      expect(done.result?.lucky_colours_th ?? []).not.toContain('สีม่วง');
      expect(((done.result?.lucky_numbers ?? []) as number[]).length).toBeLessThanOrEqual(4);
    }
    expect((await money.reconcile()).ok).toBe(true);
  });

  it('sends other people by their first name only, and refers the caring answer to rule 8', async () => {
    const user = await thursday('llm-names@example.com', 100);
    standIn.script(() => ({ kind: 'text', text: JSON.stringify(CLEAN) }));
    const before = standIn.requests.length;
    const id = await createdId(ctx.app, user, 'compatibility', {
      person_a: { name: 'สมชาย ใจดีมาก', birth_date: '1990-05-17' },
      person_b: { name: 'สมหญิง รักสงบยิ่ง', birth_date: '1992-11-03', gender: 'female' },
      relationship_type: 'romantic',
    });
    await startSession(ctx.app, user, 'compatibility', id);
    await waitForResult(ctx.app, user, 'compatibility', id);
    const request = standIn.requests[before]!;
    const sent = lastUserText(request);
    expect(sent).toContain('สมชาย');
    expect(sent).toContain('สมหญิง');
    expect(sent).not.toContain('ใจดีมาก');
    expect(sent).not.toContain('รักสงบยิ่ง');
    const system = String(request.messages[0]?.content);
    expect(system).toContain('ถ้าเข้ากติกาข้อ 8');
    expect(system).toMatch(/\n8\. หากผู้ใช้พูดถึงการทำร้ายตัวเอง/);
  });
});

describe('a chat reply the model writes', () => {
  it('never streams what a check refuses, and the built-in reply takes its place', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const user = await thursday('llm-chat-check@example.com', 100);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/fortune/sessions',
      headers: user.auth,
      payload: { kind: 'chat' },
    });
    const id = created.json<Envelope<{ session_id: string }>>().data.session_id;
    const stream = await openEventStream(baseUrl, user.auth);

    const tokens = [
      'ช่วงนี้ดวงการเงินของคุณค่อนข้างดีเลยนะ มีเกณฑ์ได้รับข่าวดีจากคนรอบตัว ',
      'ถ้าจะเสี่ยงโชค เลขเด็ดงวดนี้',
      'ของคุณคือ 8, 4, 0, 97 ',
      'ลองดูนะ',
    ];
    standIn.script(() => ({ kind: 'tokens', tokens }));
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${id}/messages`,
      headers: user.auth,
      payload: { content: 'ช่วงนี้ดวงการเงินเป็นยังไงบ้าง' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const reply = sent.json<Envelope<{ reply: { id: string; content: string } }>>().data.reply;
    expect(reply.content).toMatch(THAI);
    expect(reply.content).not.toContain('เลขเด็ด');
    expect(reply.content).not.toContain('97');

    let streamed = '';
    for (;;) {
      const event = await stream.next(5000);
      if (event.event === 'chat.token') streamed += (event.data as { token: string }).token;
      if (event.event === 'chat.done') break;
    }
    stream.close();
    expect(streamed).not.toContain('เลขเด็ด');
    expect(streamed).not.toMatch(/\d/);

    // The free chat's prompt carries the day's computed lore: the asker's กาลกิณี among it.
    const system = String(standIn.requests.at(-1)?.messages[0]?.content);
    expect(system).toContain('kalakini_day_th');
    expect(system).toContain('วันเสาร์');
  });
});
