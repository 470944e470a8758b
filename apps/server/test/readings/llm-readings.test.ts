import { afterAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../support/balance.ts';
import { openEventStream } from '../support/event-stream.ts';
import {
  lastUserText,
  llmEnv,
  startLlmStandIn,
  type ContentPart,
  type LlmStandInRequest,
} from '../support/llm-standin.ts';
import { PALM_PHOTO_MESSAGES } from '../../src/modules/palm/palm-photo.ts';
import { handJpeg, skyJpeg } from '../support/palm-images.ts';
import type { SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { PALM_TEST_TIMEOUT } from '../support/palm-timeout.ts';
import {
  ADMIN_EMAIL,
  BODIES,
  createdId,
  funding,
  MODEL_READING,
  startSession,
  THAI,
  thursdayBorn,
  waitForResult,
  type Envelope,
} from './helpers.ts';

// The stand-in speaks the chat-completions wire format; the app talks to it through the SDK.
const standIn = await startLlmStandIn();
afterAll(() => standIn.close());

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, ...llmEnv(standIn) });
const money = funding(ctx);

const READING = MODEL_READING;
const withProfile = (email: string, coins: number) => thursdayBorn(ctx, money, email, coins);

async function palmSession(user: SignedIn, photo?: Buffer) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/fortune/sessions',
    headers: user.auth,
    payload: {},
  });
  const id = created.json<Envelope<{ session_id: string }>>().data.session_id;
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/fortune/sessions/${id}/start`,
    headers: user.auth,
    payload: {
      image_data: `data:image/jpeg;base64,${(photo ?? (await handJpeg())).toString('base64')}`,
    },
  });
  expect(started.statusCode, started.body).toBe(202);
  return id;
}

async function palmDone(user: SignedIn, id: string) {
  for (let i = 0; i < 200; i++) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/sessions/${id}/result`,
      headers: user.auth,
    });
    if (res.statusCode === 200) {
      return res.json<
        Envelope<{ status: string; error: string | null; result: Record<string, unknown> | null }>
      >().data;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('palm reading did not finish');
}

describe('readings written by a language model', { timeout: PALM_TEST_TIMEOUT }, () => {
  it('writes a topic reading from a Thai system prompt and the request as data, without the name', async () => {
    standIn.script(() => ({ kind: 'text', text: JSON.stringify(READING) }));
    const user = await withProfile('llm-career@example.com', 100);
    const id = await createdId(ctx.app, user, 'career');
    const before = standIn.requests.length;
    expect((await startSession(ctx.app, user, 'career', id)).statusCode).toBe(202);
    const done = await waitForResult(ctx.app, user, 'career', id);

    expect(done.status).toBe('completed');
    expect(done.result).toMatchObject({ kind: 'career', title_th: READING.title_th });
    expect(done.coins_charged).toBe(50);
    expect(await balanceOf(ctx.app, user.auth)).toBe(50);

    const request = standIn.requests[before];
    expect(request?.model).toBe('duangdee-test-model');
    expect(request?.responseFormat).toEqual({ type: 'json_object' });
    const system = request?.messages[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('หมอดูของแอป "ดวงดี"');
    expect(system?.content).toContain('การงาน');
    const sent = lastUserText(request as LlmStandInRequest);
    expect(sent).toContain('1990-05-17');
    expect(sent).toContain(String(BODIES.career.question));
    expect(sent).not.toContain('สมศรี');
    expect(sent).not.toContain('llm-career@example.com');
    // The same lore the built-in engine reads: born on a Thursday (17 May 1990), whose กาลกิณี
    // is Saturday, so every Saturn colour is to be avoided; a year of the horse.
    const facts = JSON.parse(sent.slice(sent.indexOf('{'))) as {
      lore: {
        asker: {
          birth: { weekday_th: string; kalakini_day_th: string; animal_th: string };
          colours_to_avoid_th: string[];
        };
      };
    };
    expect(facts.lore.asker.birth).toMatchObject({
      weekday_th: 'วันพฤหัสบดี',
      kalakini_day_th: 'วันเสาร์',
      animal_th: 'ปีมะเมีย',
    });
    expect(facts.lore.asker.colours_to_avoid_th).toEqual(expect.arrayContaining(['สีม่วง', 'สีดำ']));
    expect(system?.content).toContain('"lore"');
  });

  it('refunds a reading the model fails to write, or writes as something other than the shape', async () => {
    const user = await withProfile('llm-down@example.com', 100);
    standIn.script(() => ({ kind: 'status', status: 500 }));
    const failed = await createdId(ctx.app, user, 'luck');
    await startSession(ctx.app, user, 'luck', failed);
    const first = await waitForResult(ctx.app, user, 'luck', failed);
    expect(first.status).toBe('failed');
    expect(first.error).toMatch(THAI);
    expect(first.coins_charged).toBe(0);

    standIn.script(() => ({ kind: 'text', text: '{"title_th": "ครึ่งเดียว"' }));
    const garbled = await createdId(ctx.app, user, 'love');
    await startSession(ctx.app, user, 'love', garbled);
    expect((await waitForResult(ctx.app, user, 'love', garbled)).status).toBe('failed');

    expect(await balanceOf(ctx.app, user.auth)).toBe(100);
    expect((await money.reconcile()).ok).toBe(true);
  });

  it('keeps the drawn เซียมซี slip with the built-in engine: the model is not asked', async () => {
    const user = await withProfile('llm-sticks@example.com', 100);
    const before = standIn.requests.length;
    const id = await createdId(ctx.app, user, 'love-sticks');
    await startSession(ctx.app, user, 'love-sticks', id);
    const drawn = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/love-sticks/sessions/${id}/draw`,
      headers: user.auth,
    });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.json<Envelope<{ stick: { number: number } }>>().data.stick.number).toBeGreaterThan(
      0,
    );
    expect(standIn.requests.length).toBe(before);
  });

  it('reads a palm photo with the vision model, and refunds when it sees no hand', async () => {
    const user = await withProfile('llm-palm@example.com', 1200);
    standIn.script(() => ({
      kind: 'text',
      text: JSON.stringify({
        ...READING,
        title_th: 'ลายมือแห่งความมุ่งมั่น',
        hand_visible: true,
        lines: [{ id: 'life', name_th: 'เส้นชีวิต', name_en: 'Life line', present: true }],
      }),
    }));
    const before = standIn.requests.length;
    const read = await palmDone(user, await palmSession(user));
    expect(read.status).toBe('completed');
    expect(read.result).toMatchObject({ kind: 'palm', title_th: 'ลายมือแห่งความมุ่งมั่น' });
    const request = standIn.requests[before] as LlmStandInRequest;
    expect(request.model).toBe('duangdee-test-vision');
    const parts = request.messages.at(-1)?.content as ContentPart[];
    const image = parts.find((p) => p.type === 'image_url');
    expect(image && image.type === 'image_url' && image.image_url.url).toMatch(
      /^data:image\/jpeg;base64,\/9j\//,
    );
    // The lines as the photo analysis measured them go with the photo.
    const palmText = parts.find((p) => p.type === 'text');
    const palmFacts = JSON.parse(
      (palmText && palmText.type === 'text' ? palmText.text : '').replace(/^[^{]*/, ''),
    ) as { measured_lines: Array<{ line: string; seen: boolean; length?: string }> };
    expect(palmFacts.measured_lines.map((l) => l.line)).toEqual([
      'เส้นชีวิต',
      'เส้นสมอง',
      'เส้นใจ',
      'เส้นวาสนา',
      'เส้นอาทิตย์',
      'เส้นพุธ',
    ]);
    expect(palmFacts.measured_lines.find((l) => l.line === 'เส้นชีวิต')).toMatchObject({
      seen: true,
      length: expect.stringMatching(/short|medium|long/),
    });
    expect(await balanceOf(ctx.app, user.auth)).toBe(600);

    standIn.script(() => ({
      kind: 'text',
      text: JSON.stringify({ ...READING, hand_visible: false, lines: [] }),
    }));
    const refused = await palmDone(user, await palmSession(user));
    expect(refused.status).toBe('failed');
    expect(refused.error).toContain('ฝ่ามือ');
    expect(await balanceOf(ctx.app, user.auth)).toBe(600);

    // A photo the hand check refuses is refunded with its reason and never reaches the model.
    const asked = standIn.requests.length;
    const sky = await palmDone(user, await palmSession(user, await skyJpeg()));
    expect(sky.status).toBe('failed');
    expect(sky.error).toContain(PALM_PHOTO_MESSAGES.no_hand.th);
    expect(standIn.requests.length).toBe(asked);
    expect(await balanceOf(ctx.app, user.auth)).toBe(600);
  });
});

describe('the wait a reading by a language model announces', { timeout: PALM_TEST_TIMEOUT }, () => {
  it('follows the model’s measured average, in a palm session as at its start', async () => {
    const user = await withProfile('llm-palm-wait@example.com', 1200);
    standIn.script(() => ({
      kind: 'text',
      text: JSON.stringify({ ...READING, hand_visible: true, lines: [] }),
    }));
    // A reply moves the average away from where it began when the server started.
    expect((await palmDone(user, await palmSession(user))).status).toBe('completed');

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/fortune/sessions',
      headers: user.auth,
      payload: {},
    });
    const session =
      created.json<Envelope<{ session_id: string; estimated_completion_time: number }>>().data;
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${session.session_id}/start`,
      headers: user.auth,
      payload: { image_data: `data:image/jpeg;base64,${(await handJpeg()).toString('base64')}` },
    });
    const wait = started.json<Envelope<{ estimated_wait_time: number }>>().data.estimated_wait_time;
    expect(wait).toBeGreaterThan(0);
    expect(session.estimated_completion_time).toBe(wait);
    await palmDone(user, session.session_id);
  });
});

describe('chat replies written by a language model', () => {
  it('streams the reply token by token to the user’s open page, then charges the question', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const user = await withProfile('llm-chat@example.com', 30);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/fortune/sessions',
      headers: user.auth,
      payload: { kind: 'chat' },
    });
    const id = created.json<Envelope<{ session_id: string }>>().data.session_id;

    const tokens = [
      'เดือนหน้า',
      'มีแนวโน้ม',
      'ได้ข่าวดี',
      'เรื่องงานค่ะ ',
      'ลองเตรียมผลงานที่ภูมิใจไว้ให้พร้อม ',
      'ถ้ามีโอกาสได้เสนอความคิดใหม่ ๆ ',
      'ก็อย่าลังเลนะ',
    ];
    standIn.script(() => ({ kind: 'tokens', tokens }));
    const stream = await openEventStream(baseUrl, user.auth);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${id}/messages`,
      headers: user.auth,
      payload: { content: 'เดือนหน้างานจะดีไหม' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const data =
      sent.json<Envelope<{ reply: { id: string; content: string }; coin_cost: number }>>().data;
    expect(data.reply.content).toBe(tokens.join(''));
    expect(data.coin_cost).toBe(10);

    const received: string[] = [];
    for (;;) {
      const event = await stream.next(5000);
      if (event.event === 'chat.token') {
        const token = event.data as { message_id: string; token: string };
        expect(token.message_id).toBe(data.reply.id);
        received.push(token.token);
      }
      if (event.event === 'chat.done') {
        expect(event.data).toMatchObject({ message_id: data.reply.id, status: 'complete' });
        break;
      }
    }
    // Streamed in pieces as it is written; the last few dozen characters wait for the check.
    expect(received.join('')).toBe(tokens.join(''));
    expect(received.length).toBeGreaterThan(1);
    stream.close();

    // The streamed request carried the chat prompt and the question.
    const request = standIn.requests.at(-1) as LlmStandInRequest;
    expect(request.stream).toBe(true);
    expect(lastUserText(request)).toBe('เดือนหน้างานจะดีไหม');
    expect(await balanceOf(ctx.app, user.auth)).toBe(20);

    // A reply the model cannot write costs nothing.
    standIn.script(() => ({ kind: 'status', status: 503 }));
    const failed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${id}/messages`,
      headers: user.auth,
      payload: { content: 'แล้วเรื่องเงินล่ะ' },
    });
    expect(failed.statusCode).toBe(201);
    const f =
      failed.json<Envelope<{ reply: { status: string; content: string }; coin_cost: number }>>()
        .data;
    expect(f.reply.status).toBe('failed');
    expect(f.reply.content).toMatch(THAI);
    expect(f.coin_cost).toBe(0);
    expect(await balanceOf(ctx.app, user.auth)).toBe(20);
    expect((await money.reconcile()).ok).toBe(true);
  });
});
