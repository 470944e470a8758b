import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { balanceOf } from '../support/balance.ts';
import { handJpeg as palmPhoto, skyJpeg as nonHandPhoto } from '../support/palm-images.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { PALM_TEST_TIMEOUT } from '../support/palm-timeout.ts';
import { ADMIN_EMAIL, funding, THAI, type Envelope } from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const money = funding(ctx);

interface PalmFinished {
  session_id: string;
  kind: 'palm';
  status: 'completed' | 'failed';
  result: {
    title_th: string;
    summary_th: string;
    sections: { id: string; heading_th: string; body_th: string }[];
    lines: { id: string; present: boolean }[];
  } | null;
  error: string | null;
  share_token: string | null;
  coins_charged: number;
}

interface Message {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  status: string;
  coin_cost: number;
}

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----duangdee${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(app: App, user: SignedIn, bytes: Buffer) {
  const body = multipart('file', 'palm.jpg', 'image/jpeg', bytes);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/upload/image',
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Envelope<{ upload_id: string; original_path: string }>>().data;
}

async function createPalm(app: App, user: SignedIn, body: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/fortune/sessions',
    headers: user.auth,
    payload: { Title: 'ดูลายมือครั้งแรก', Description: 'อยากรู้เรื่องงาน', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<
    Envelope<{ session_id: string; status: string; cost: { coins_required: number } }>
  >().data;
}

async function palmResult(app: App, user: SignedIn, id: string): Promise<PalmFinished> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/fortune/sessions/${id}/result`,
      headers: user.auth,
    });
    if (res.statusCode === 200) return res.json<Envelope<PalmFinished>>().data;
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<Envelope>().data).toMatchObject({ status: 'processing', is_processing: true });
    if (Date.now() > deadline) throw new Error('the palm reading did not finish in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function send(app: App, user: SignedIn, id: string, content: string, key?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/fortune/sessions/${id}/messages`,
    headers: { ...user.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { Role: 'user', Content: content },
  });
}

async function readPalmFor(user: SignedIn) {
  const photo = await upload(ctx.app, user, await palmPhoto());
  const session = await createPalm(ctx.app, user);
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/fortune/sessions/${session.session_id}/start`,
    headers: user.auth,
    payload: { ImagePath: photo.original_path, BirthDate: '1990-05-17' },
  });
  expect(started.statusCode, started.body).toBe(202);
  return { session, photo, started: started.json<Envelope<Record<string, unknown>>>().data };
}

describe('palm reading from a photo', { timeout: PALM_TEST_TIMEOUT }, () => {
  it('reads an uploaded palm for 600 coins: 202 while reading, then a Thai reading by line', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'palm-reader@example.com');
    await money.fund(user.userId, 1000);
    const { session, started } = await readPalmFor(user);
    expect(session.status).toBe('created');
    expect(session.cost.coins_required).toBe(600);
    expect(started).toMatchObject({
      session_id: session.session_id,
      status: 'processing',
      coins_deducted: 600,
      reading_started: true,
    });
    expect(started.estimated_wait_time).toBeGreaterThan(0);

    const done = await palmResult(ctx.app, user, session.session_id);
    expect(done.status).toBe('completed');
    expect(done.coins_charged).toBe(600);
    expect(done.result?.summary_th).toMatch(THAI);
    const ids = done.result?.sections.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['life', 'head', 'heart']));
    expect(done.result?.lines.length).toBe(6);
    expect(await balanceOf(ctx.app, user.auth)).toBe(400);

    // A second start changes nothing and charges nothing.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${session.session_id}/start`,
      headers: user.auth,
      payload: { ImageData: `data:image/jpeg;base64,${(await palmPhoto()).toString('base64')}` },
    });
    expect(again.statusCode).toBe(202);
    expect(await balanceOf(ctx.app, user.auth)).toBe(400);
    expect((await money.reconcile()).ok).toBe(true);
  });

  it('takes the photo inline as a data URL, and refuses anything else as an image format', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'palm-inline@example.com');
    await money.fund(user.userId, 700);
    const session = await createPalm(ctx.app, user);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${session.session_id}/start`,
      headers: user.auth,
      payload: { ImageData: 'data:text/html;base64,PHNjcmlwdD4=' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Invalid image format');
    expect(await balanceOf(ctx.app, user.auth)).toBe(700);

    const inline = `data:image/jpeg;base64,${(await palmPhoto()).toString('base64')}`;
    const ok = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${session.session_id}/start`,
      headers: user.auth,
      payload: { ImageData: inline },
    });
    expect(ok.statusCode, ok.body).toBe(202);
    expect((await palmResult(ctx.app, user, session.session_id)).status).toBe('completed');
    expect(await balanceOf(ctx.app, user.auth)).toBe(100);
  });

  it('refuses a photo with no hand in Thai and gives every coin back', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'palm-sky@example.com');
    await money.fund(user.userId, 650);
    const photo = await upload(ctx.app, user, await nonHandPhoto());
    const session = await createPalm(ctx.app, user);
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${session.session_id}/start`,
      headers: user.auth,
      payload: { ImagePath: photo.upload_id },
    });
    expect(started.statusCode).toBe(202);
    const done = await palmResult(ctx.app, user, session.session_id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(THAI);
    expect(done.error).toContain('คืนเหรียญ');
    expect(done.coins_charged).toBe(0);
    expect(await balanceOf(ctx.app, user.auth)).toBe(650);
    // A failed palm reading takes no questions.
    expect((await send(ctx.app, user, session.session_id, 'แล้วเรื่องงานล่ะ')).statusCode).toBe(409);
    expect((await money.reconcile()).ok).toBe(true);
  });

  it('refuses to start without enough coins, changing nothing', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'palm-poor@example.com');
    await money.fund(user.userId, 599);
    const photo = await upload(ctx.app, user, await palmPhoto());
    const session = await createPalm(ctx.app, user);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${session.session_id}/start`,
      headers: user.auth,
      payload: { ImagePath: photo.original_path },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json<Envelope>().error).toMatchObject({
      code: 'INSUFFICIENT_COINS',
      details: { required: 600, current: 599 },
    });
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/sessions/${session.session_id}`,
      headers: user.auth,
    });
    expect(view.json<Envelope<{ status: string }>>().data.status).toBe('created');
    expect(await balanceOf(ctx.app, user.auth)).toBe(599);
  });
});

describe('privacy of palm readings', { timeout: PALM_TEST_TIMEOUT }, () => {
  it("keeps one user's sessions, results, photos and messages from another", async () => {
    const owner = await signInWithOutbox(ctx.app, ctx.database, 'palm-owner@example.com');
    const other = await signInWithOutbox(ctx.app, ctx.database, 'palm-other@example.com');
    await money.fund(owner.userId, 700);
    await money.fund(other.userId, 700);
    const { session, photo } = await readPalmFor(owner);
    await palmResult(ctx.app, owner, session.session_id);
    const id = session.session_id;

    for (const url of [
      `/api/v1/fortune/sessions/${id}`,
      `/api/v1/fortune/sessions/${id}/result`,
      `/api/v1/fortune/sessions/${id}/messages`,
      `/api/v1/fortune/chat-history/${id}`,
      photo.original_path,
      `${photo.original_path}/thumbnail`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: other.auth });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await send(ctx.app, other, id, 'ขอถามหน่อย')).statusCode).toBe(404);

    // Nor can another user start a reading with the owner's photo.
    const theirs = await createPalm(ctx.app, other);
    const stolen = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${theirs.session_id}/start`,
      headers: other.auth,
      payload: { ImagePath: photo.original_path },
    });
    expect(stolen.statusCode).toBe(404);
    expect(await balanceOf(ctx.app, other.auth)).toBe(700);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/fortune/sessions',
      headers: other.auth,
    });
    const items = list.json<Envelope<{ items: { session_id: string }[] }>>().data.items;
    expect(items.map((i) => i.session_id)).not.toContain(id);
  });

  it('shares a completed reading by link without a sign-in and without personal data', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'palm-share@example.com');
    await money.fund(user.userId, 600);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: user.auth,
      payload: { first_name: 'มาลี', last_name: 'ใจดี' },
    });
    const { session, photo } = await readPalmFor(user);
    const done = await palmResult(ctx.app, user, session.session_id);
    expect(done.share_token).toBeTruthy();

    const shared = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/sessions/${session.session_id}/result/shared?token=${done.share_token}`,
    });
    expect(shared.statusCode).toBe(200);
    const text = shared.body;
    expect(shared.json<Envelope<{ result: { summary_th: string } }>>().data.result.summary_th).toBe(
      done.result?.summary_th,
    );
    for (const secret of [
      user.userId,
      'palm-share@example.com',
      'มาลี',
      'ดูลายมือครั้งแรก',
      'อยากรู้เรื่องงาน',
      '1990-05-17',
      photo.upload_id,
    ]) {
      expect(text).not.toContain(secret);
    }

    const wrong = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/sessions/${session.session_id}/result/shared?token=${'x'.repeat(32)}`,
    });
    expect(wrong.statusCode).toBe(404);
  });
});

describe('the follow-up chat and the AI fortune teller', { timeout: PALM_TEST_TIMEOUT }, () => {
  it('answers questions on a palm reading from it, 10 coins a question, replies free', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'palm-chat@example.com');
    await money.fund(user.userId, 630);
    const { session } = await readPalmFor(user);
    await palmResult(ctx.app, user, session.session_id);
    expect(await balanceOf(ctx.app, user.auth)).toBe(30);

    const first = await send(
      ctx.app,
      user,
      session.session_id,
      'ความรักของฉันจะเป็นอย่างไร',
      'ask-love-0001',
    );
    expect(first.statusCode, first.body).toBe(201);
    const sent =
      first.json<Envelope<{ user_message: Message; reply: Message; coin_cost: number }>>().data;
    expect(sent.coin_cost).toBe(10);
    expect(sent.user_message).toMatchObject({ role: 'user', coin_cost: 10 });
    expect(sent.reply).toMatchObject({ role: 'assistant', status: 'complete', coin_cost: 0 });
    expect(sent.reply.content).toMatch(THAI);
    expect(await balanceOf(ctx.app, user.auth)).toBe(20);

    // A retry with the same key is the same message: no second charge, the same reply.
    const retry = await send(
      ctx.app,
      user,
      session.session_id,
      'ความรักของฉันจะเป็นอย่างไร',
      'ask-love-0001',
    );
    expect(retry.statusCode).toBe(201);
    expect(retry.json<Envelope<{ reply: Message }>>().data.reply.id).toBe(sent.reply.id);
    expect(await balanceOf(ctx.app, user.auth)).toBe(20);
    // The same key with another question is refused.
    const reused = await send(ctx.app, user, session.session_id, 'เรื่องเงินล่ะ', 'ask-love-0001');
    expect(reused.statusCode).toBe(409);
    expect(reused.json<Envelope>().error?.code).toBe('IDEMPOTENCY_KEY_REUSED');

    expect((await send(ctx.app, user, session.session_id, 'งานปีนี้ดีไหม')).statusCode).toBe(201);
    expect(await balanceOf(ctx.app, user.auth)).toBe(10);
    expect((await send(ctx.app, user, session.session_id, 'เงินล่ะ')).statusCode).toBe(201);
    expect(await balanceOf(ctx.app, user.auth)).toBe(0);

    const broke = await send(ctx.app, user, session.session_id, 'สุขภาพล่ะ');
    expect(broke.statusCode).toBe(402);
    expect(broke.json<Envelope>().error).toMatchObject({
      code: 'INSUFFICIENT_COINS',
      details: { required: 10, current: 0 },
    });

    const messages = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/sessions/${session.session_id}/messages?limit=50&offset=0`,
      headers: user.auth,
    });
    const list = messages.json<Envelope<{ items: Message[]; total_count: number }>>().data;
    expect(list.total_count).toBe(6);
    expect(list.items.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(list.items[0]?.content).toBe('ความรักของฉันจะเป็นอย่างไร');
    expect((await money.reconcile()).ok).toBe(true);
  });

  it('charges once for a question sent ten times at once with one Idempotency-Key', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'chat-racer@example.com');
    await money.fund(user.userId, 100);
    const created = await createPalm(ctx.app, user, { Kind: 'chat' });
    const sends = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(ctx.app, user, created.session_id, 'ปีนี้จะได้เดินทางไหม', 'race-key-000001'),
      ),
    );
    expect(sends.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const questions = new Set(
      sends.map((r) => r.json<Envelope<{ user_message: Message }>>().data.user_message.id),
    );
    expect(questions.size).toBe(1);
    expect(await balanceOf(ctx.app, user.auth)).toBe(90);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/sessions/${created.session_id}/messages`,
      headers: user.auth,
    });
    expect(list.json<Envelope<{ total_count: number }>>().data.total_count).toBe(2);
    expect((await money.reconcile()).ok).toBe(true);
  });

  it('refuses questions before the reading is done', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'palm-early@example.com');
    const session = await createPalm(ctx.app, user);
    const res = await send(ctx.app, user, session.session_id, 'ดวงฉันเป็นไง');
    expect(res.statusCode).toBe(409);
    const empty = await send(ctx.app, user, session.session_id, '   <>  ');
    expect(empty.statusCode).toBe(400);
  });

  it('chats with the fortune teller without a reading, and lists the conversation', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'chatter@example.com');
    await money.fund(user.userId, 100);
    const created = await createPalm(ctx.app, user, { Kind: 'chat', Title: 'คุยกับหมอดู' });
    const id = created.session_id;
    expect(created.status).toBe('completed');

    const asked = await send(ctx.app, user, id, 'เดือนหน้าจะได้งานใหม่ไหมคะ');
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<Envelope<{ reply: Message }>>().data.reply.content).toMatch(THAI);
    const english = await send(ctx.app, user, id, 'Will my business grow this year?');
    expect(english.json<Envelope<{ reply: Message }>>().data.reply.content).toMatch(/[a-z]/i);
    expect(await balanceOf(ctx.app, user.auth)).toBe(80);

    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/fortune/chat-history?page=1&pageSize=20',
      headers: user.auth,
    });
    expect(history.statusCode).toBe(200);
    const page = history.json<
      Envelope<{
        items: { session_id: string; kind: string; message_count: number; title: string }[];
      }>
    >().data;
    expect(page.items).toEqual([
      expect.objectContaining({
        session_id: id,
        kind: 'chat',
        message_count: 4,
        title: 'คุยกับหมอดู',
      }),
    ]);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/chat-history/${id}`,
      headers: user.auth,
    });
    expect(detail.json<Envelope<{ messages: Message[] }>>().data.messages).toHaveLength(4);

    // A chat has no reading to start, and is not a reading in the history.
    const start = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${id}/start`,
      headers: user.auth,
      payload: { ImagePath: '/api/v1/uploads/00000000-0000-4000-8000-000000000000' },
    });
    expect(start.statusCode).toBe(409);
    const readings = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/fortune/readings/history',
      headers: user.auth,
    });
    expect(readings.json<Envelope<{ total_count: number }>>().data.total_count).toBe(0);
  });

  it('answers "อายุสั้นไหม" plainly: the life line does not tell the length of a life', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'lifespan@example.com');
    await money.fund(user.userId, 50);
    const created = await createPalm(ctx.app, user, { Kind: 'chat' });
    const res = await send(ctx.app, user, created.session_id, 'อายุสั้นไหม');
    expect(res.statusCode, res.body).toBe(201);
    const reply = res.json<Envelope<{ reply: Message }>>().data.reply.content;
    expect(reply).toContain('ไม่ได้บอกว่าชีวิตจะยาวหรือสั้น');
    expect(reply).toContain('แพทย์');
    // No forecast: no leaning, no window of time, no age.
    expect(reply.replace('อายุสั้นไหม', '')).not.toMatch(/จะอายุยืน|อายุถึง|\d+\s*ปี|ช่วงที่น่าจับตา/);
  });

  it('answers a message about self-harm with care and the hotline, free of charge', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'care@example.com');
    await money.fund(user.userId, 50);
    const created = await createPalm(ctx.app, user, { Kind: 'chat' });
    const res = await send(ctx.app, user, created.session_id, 'ไม่อยากมีชีวิตอยู่แล้ว อยากตาย');
    expect(res.statusCode).toBe(201);
    const data = res.json<Envelope<{ reply: Message; coin_cost: number }>>().data;
    expect(data.reply.content).toContain('1323');
    expect(data.coin_cost).toBe(0);
    expect(await balanceOf(ctx.app, user.auth)).toBe(50);
  });
});
