import { describe, expect, it } from 'vitest';
import type { Notification } from '@duangdee/contract/notifications';
import type { App } from '../../src/app.ts';
import { notifications } from '../../src/db/schema/payments.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { createdId, startSession, THAI, waitForResult } from '../readings/helpers.ts';

const ctx = useTestApp();

interface Envelope<T> {
  success: boolean;
  data: T;
  error?: { code: string; message: string };
}

interface Page {
  items: Notification[];
  page: number;
  page_size: number;
  total_count: number;
  total_pages: number;
  has_next_page: boolean;
  has_previous_page: boolean;
}

let n = 0;
const signIn = (name: string) =>
  signInWithOutbox(ctx.app, ctx.database, `notif-${name}-${++n}@example.com`);

async function call<T>(
  app: App,
  user: SignedIn | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(user?.auth ?? {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

const list = (user: SignedIn, query = '', headers: Record<string, string> = {}) =>
  call<Page>(ctx.app, user, 'GET', `/notifications${query}`, undefined, headers);
const unread = async (user: SignedIn) =>
  (await call<{ unread_count: number }>(ctx.app, user, 'GET', '/notifications/unread-count')).body
    .data.unread_count;
const markAsRead = (user: SignedIn, ids: unknown) =>
  call<{ updated_count: number; unread_count: number }>(
    ctx.app,
    user,
    'POST',
    '/notifications/mark-as-read',
    { Ids: ids },
  );
const readAll = (user: SignedIn) =>
  call<{ updated_count: number; unread_count: number }>(
    ctx.app,
    user,
    'POST',
    '/notifications/read-all',
    {},
  );
const claimWelcome = (user: SignedIn) =>
  call<{ granted: number }>(ctx.app, user, 'POST', '/coins/grant-welcome', {});

/** Adds `count` plain notifications straight to the database, oldest first. */
/** `count` notifications a second apart, the last the newest (a clock may not tell inserts apart). */
async function seed(user: SignedIn, count: number) {
  const start = Date.now() - count * 1000;
  for (let i = 1; i <= count; i++) {
    await ctx.database.db.insert(notifications).values({
      userId: user.userId,
      kind: 'test',
      titleTh: `ข้อความที่ ${i}`,
      titleEn: `Message ${i}`,
      bodyTh: 'ทดสอบ',
      bodyEn: 'Test',
      createdAt: new Date(start + i * 1000),
    });
  }
}

describe('notifications', () => {
  it('the welcome coins leave one notification, in the caller’s language', async () => {
    const user = await signIn('welcome');
    expect((await list(user)).body.data.items).toEqual([]);
    expect(await unread(user)).toBe(0);

    expect((await claimWelcome(user)).body.data.granted).toBe(1000);
    await claimWelcome(user); // A second claim grants nothing and tells nothing.

    const th = await list(user);
    expect(th.status).toBe(200);
    expect(th.body.data.items).toHaveLength(1);
    const [item] = th.body.data.items;
    expect(item).toEqual({
      id: expect.any(String),
      type: 'welcome_bonus',
      title: 'ยินดีต้อนรับสู่ดวงดี',
      body: 'เราเติม 1,000 เหรียญต้อนรับเข้ากระเป๋าให้แล้ว เลือกเรื่องที่อยากรู้ได้เลย',
      link: '/fortune',
      is_read: false,
      read_at: null,
      created_at: expect.any(String),
    });
    expect(await unread(user)).toBe(1);

    const en = await list(user, '?lang=en');
    expect(en.body.data.items[0]?.title).toBe('Welcome to Duangdee');
    const byHeader = await list(user, '', { 'accept-language': 'en-US,en;q=0.9,th;q=0.8' });
    expect(byHeader.body.data.items[0]?.body).toMatch(/^We added 1,000 welcome coins/);
    const thaiFirst = await list(user, '', { 'accept-language': 'fr, th;q=0.9, en;q=0.5' });
    expect(thaiFirst.body.data.items[0]?.title).toMatch(THAI);
  });

  it('are only ever the caller’s own', async () => {
    const a = await signIn('a');
    const b = await signIn('b');
    await claimWelcome(a);
    await seed(a, 2);
    const aItems = (await list(a)).body.data.items;
    expect(aItems).toHaveLength(3);

    const bList = await list(b);
    expect(bList.body.data).toMatchObject({ items: [], total_count: 0 });
    expect(await unread(b)).toBe(0);

    // B naming A's ids changes nothing, and says so as "nothing to mark".
    const marked = await markAsRead(
      b,
      aItems.map((i) => i.id),
    );
    expect(marked.status).toBe(200);
    expect(marked.body.data).toEqual({ updated_count: 0, unread_count: 0 });
    expect((await readAll(b)).body.data).toEqual({ updated_count: 0, unread_count: 0 });
    expect(await unread(a)).toBe(3);
    expect((await list(a)).body.data.items.every((i) => !i.is_read)).toBe(true);
  });

  it('mark-as-read lowers the unread count; read-all clears it', async () => {
    const user = await signIn('reader');
    await seed(user, 3);
    const [newest, middle] = (await list(user)).body.data.items;
    expect(newest?.title).toBe('ข้อความที่ 3');

    const once = await markAsRead(user, [newest?.id, newest?.id]);
    expect(once.body.data).toEqual({ updated_count: 1, unread_count: 2 });
    expect(await unread(user)).toBe(2);
    // Reading it again changes nothing.
    expect((await markAsRead(user, [newest?.id])).body.data).toEqual({
      updated_count: 0,
      unread_count: 2,
    });

    const after = (await list(user)).body.data.items;
    expect(after[0]).toMatchObject({ id: newest?.id, is_read: true, read_at: expect.any(String) });
    expect(after[1]).toMatchObject({ id: middle?.id, is_read: false, read_at: null });

    expect((await readAll(user)).body.data).toEqual({ updated_count: 2, unread_count: 0 });
    expect(await unread(user)).toBe(0);
    expect((await list(user)).body.data.items.every((i) => i.is_read)).toBe(true);
  });

  it('pages newest first, in the shape of every paged list', async () => {
    const user = await signIn('pages');
    await seed(user, 5);
    const first = await list(user, '?page=1&pageSize=2');
    expect(first.body.data).toMatchObject({
      page: 1,
      page_size: 2,
      total_count: 5,
      total_pages: 3,
      has_next_page: true,
      has_previous_page: false,
    });
    expect(first.body.data.items.map((i) => i.title)).toEqual(['ข้อความที่ 5', 'ข้อความที่ 4']);
    const last = await list(user, '?page=3&page_size=2');
    expect(last.body.data).toMatchObject({
      page: 3,
      has_next_page: false,
      has_previous_page: true,
    });
    expect(last.body.data.items.map((i) => i.title)).toEqual(['ข้อความที่ 1']);
    const beyond = await list(user, '?page=9&page_size=2');
    expect(beyond.body.data).toMatchObject({ items: [], total_count: 5, total_pages: 3 });
  });

  it('answer a reading that completes with exactly one notification that opens it', async () => {
    const user = await signIn('reading');
    await claimWelcome(user);
    const id = await createdId(ctx.app, user, 'love');
    expect((await startSession(ctx.app, user, 'love', id)).statusCode).toBe(202);
    expect((await waitForResult(ctx.app, user, 'love', id)).status).toBe('completed');

    const items = (await list(user)).body.data.items.filter((i) => i.type !== 'welcome_bonus');
    expect(items).toEqual([
      expect.objectContaining({
        type: 'reading_ready',
        title: 'คำทำนายเรื่องความรักของคุณพร้อมแล้ว',
        link: `/fortune-results?kind=love&session=${id}`,
        is_read: false,
      }),
    ]);
    const en = (await list(user, '?lang=en')).body.data.items[0];
    expect(en?.title).toBe('Your love reading is ready');
  });

  it('are for signed-in users, and refuse bad input with 400', async () => {
    for (const [method, url] of [
      ['GET', '/notifications'],
      ['GET', '/notifications/unread-count'],
      ['POST', '/notifications/read-all'],
    ] as const) {
      const res = await call(ctx.app, null, method, url, method === 'POST' ? {} : undefined);
      expect(res.status).toBe(401);
      expect(res.body.error?.code).toBe('AUTH_REQUIRED');
    }
    const user = await signIn('bad-input');
    for (const ids of [[], ['not-a-uuid'], 'x', Array(101).fill(crypto.randomUUID()), null]) {
      const res = await markAsRead(user, ids);
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('VALIDATION_FAILED');
    }
    for (const query of ['?page=0', '?page_size=51', '?page=x', '?lang=fr']) {
      const res = await list(user, query);
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('VALIDATION_FAILED');
    }
  });
});
