import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { createJobs, type Jobs } from '../../src/platform/jobs.ts';
import {
  startPushService,
  type BrowserSubscription,
  type LocalPushService,
} from '../support/push-service.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

/**
 * The daily fortune by Web Push, end to end: the real app (routes, service, pg-boss worker) on a
 * real database, delivering to a local push service that checks the VAPID token and decrypts
 * every message as a browser would. The app's clock is fake and the hourly job is queued here,
 * so each run happens at the Thai hour the test picks.
 */

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const HOUR_MS = 3_600_000;

/** An hour (Asia/Bangkok) no real top-of-the-hour run will reach while these tests run. */
const realBangkokHour = new Date(Date.now() + 7 * HOUR_MS).getUTCHours();
const HOUR = (realBangkokHour + 12) % 24;
/** A Thai calendar day at `HOUR`, Bangkok time, as an instant. */
const at = (day: string, hour = HOUR, minute = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 7 * HOUR_MS + hour * HOUR_MS + minute * 60_000);

let database: TestDatabase;
let config: AppConfig;
let app: App;
let pushService: LocalPushService;
let jobs: Jobs;
let vapidKey = '';
const clock = { now: at('2031-05-02') };

beforeAll(async () => {
  database = await createTestDatabase();
  pushService = await startPushService(() => vapidKey);
  // The local push service (and FCM, for the endpoints below that try to slip past it) are the
  // only ones these subscriptions may point at.
  config = testConfig({ PUSH_SERVICE_HOSTS: `${pushService.host},fcm.googleapis.com` });
  app = await buildApp(config, {
    database,
    push: { now: () => clock.now, agent: pushService.agent },
  });
  await app.ready();
  const key = await app.inject({ method: 'GET', url: '/api/v1/push/vapid-public-key' });
  vapidKey = key.json<{ data: { public_key: string } }>().data.public_key;
  // The test's own handle on the job queue: the app's worker runs what is queued here.
  jobs = createJobs(database.jobsConnection, pino({ level: 'silent' }));
  await jobs.start({ workers: false });
});

afterAll(async () => {
  await jobs?.stop();
  await app?.close();
  await pushService?.close();
  await database?.destroy();
});

/** Queues one hourly run (as the schedule does) and waits for the app's worker to finish it. */
async function runHourlyJob(instant: Date): Promise<'completed' | 'failed'> {
  clock.now = instant;
  const id = await jobs.enqueue('push.daily-fortune', {}, { retryLimit: 0 });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [job] = rows<{ state: string }>(
      await database.db.execute(sql`select state from pgboss.job where id = ${id}`),
    );
    if (job?.state === 'completed' || job?.state === 'failed') return job.state;
    if (Date.now() > deadline) throw new Error(`hourly run ${id} did not finish: ${job?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const messagesTo = (subscription: BrowserSubscription) =>
  pushService.received.filter((m) => m.subscriptionId === subscription.id);

async function signIn(name: string): Promise<SignedIn> {
  return signInWithOutbox(app, database, `${name}-${Date.now()}@example.com`);
}

/** Subscribes as a browser would; `remoteAddress` keeps a long test off the others' rate limit. */
async function subscribe(user: SignedIn, body: unknown, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/push/subscriptions',
    headers: { ...user.auth, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131' },
    payload: body as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function setPreferences(user: SignedIn, preferences: object) {
  return app.inject({
    method: 'PUT',
    url: '/api/v1/push/preferences',
    headers: user.auth,
    payload: preferences,
  });
}

/** A signed-in user with one browser subscribed and the daily fortune on at `HOUR`. */
async function subscribedUser(name: string) {
  const user = await signIn(name);
  const browser = pushService.subscribe();
  expect((await subscribe(user, browser.json)).statusCode).toBe(201);
  expect((await setPreferences(user, { daily_fortune: true, hour: HOUR })).statusCode).toBe(200);
  return { user, browser };
}

async function colourOfDay(user: SignedIn, day: string, lang = 'th'): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/feed/daily/${day}?lang=${lang}`,
    headers: user.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { colour_of_day: { name: string } } }>().data.colour_of_day.name;
}

async function subscriptionCount(endpoint: string): Promise<number> {
  const [row] = rows<{ n: number }>(
    await database.db.execute(
      sql`select count(*)::int as n from push_subscriptions where endpoint = ${endpoint}`,
    ),
  );
  return row?.n ?? 0;
}

describe('the VAPID key', () => {
  it('is given to anyone, and is generated once into DATA_DIR: a restart keeps it', async () => {
    expect(vapidKey).toMatch(/^B[\w-]{86}$/);
    expect(existsSync(path.join(config.dataDir, 'secrets', 'vapid.json'))).toBe(true);

    const restarted = await buildApp(config, { database });
    try {
      const res = await restarted.inject({ method: 'GET', url: '/api/v1/push/vapid-public-key' });
      expect(res.json<{ data: { public_key: string } }>().data.public_key).toBe(vapidKey);
    } finally {
      await restarted.close();
    }
  });
});

describe('subscribing', () => {
  it('refuses bad subscription bodies with 400 and keeps nothing', async () => {
    const user = await signIn('bad-bodies');
    const good = pushService.subscribe().json;
    const notOnTheCurve = Buffer.alloc(65, 7);
    notOnTheCurve[0] = 4;
    const bad: Array<[string, unknown]> = [
      ['http endpoint', { ...good, endpoint: good.endpoint.replace('https:', 'http:') }],
      ['not a URL', { ...good, endpoint: 'push me' }],
      ['not a push service', { ...good, endpoint: 'https://intranet.example/hook' }],
      ['no keys', { endpoint: good.endpoint }],
      ['short p256dh', { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 60) } }],
      ['p256dh not base64url', { ...good, keys: { ...good.keys, p256dh: `B${'+'.repeat(86)}` } }],
      [
        'p256dh off the curve',
        { ...good, keys: { ...good.keys, p256dh: notOnTheCurve.toString('base64url') } },
      ],
      ['long auth', { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AAAA` } }],
      ['auth missing', { ...good, keys: { p256dh: good.keys.p256dh } }],
      ['a list', [good]],
    ];
    for (const [label, body] of bad) {
      const res = await subscribe(user, body);
      expect(res.statusCode, label).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code, label).toBe('VALIDATION_FAILED');
    }
    const [count] = rows<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from push_subscriptions where user_id = ${user.userId}`,
      ),
    );
    expect(count?.n).toBe(0);

    // The same browser's real subscription is taken.
    expect((await subscribe(user, good)).statusCode).toBe(201);
    expect(await subscriptionCount(good.endpoint)).toBe(1);
  });

  it('refuses endpoints that another URL parser could read as another host, or another port', async () => {
    const user = await signIn('slipping-endpoints');
    const keys = pushService.subscribe().json.keys;
    const refused = [
      'https://127.0.0.77;.fcm.googleapis.com/x',
      'https://127.0.0.77%2E.fcm.googleapis.com/x',
      'https://127.0.0.77%2e.fcm.googleapis.com/x',
      'https://127.0.0.77{.fcm.googleapis.com/x',
      'https://127.0.0.77\\.fcm.googleapis.com/x',
      'https://fcm.googleapis.com:22/x',
      // The default port written out: no browser hands out an endpoint like it.
      'https://fcm.googleapis.com:443/x',
      'https://u@fcm.googleapis.com/x',
      'https://u:secret@fcm.googleapis.com/x',
      'http://fcm.googleapis.com/x',
      'https://FCM.googleapis.com/x',
      'https://fcm.googleapis.com./x',
      'https://fcm.googleapis.com.evil.com/x',
      'https://evilfcm.googleapis.com/x',
      'https://fcm.googleapis.com/x#fragment',
      'https://127.0.0.1/x',
    ];
    for (const endpoint of refused) {
      const res = await subscribe(user, { endpoint, keys }, '198.51.100.21');
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json<{ error: { code: string; details: unknown } }>().error, endpoint).toEqual(
        expect.objectContaining({
          code: 'VALIDATION_FAILED',
          details: [expect.objectContaining({ path: 'body.endpoint' })],
        }),
      );
    }
    const [count] = rows<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from push_subscriptions where user_id = ${user.userId}`,
      ),
    );
    expect(count?.n).toBe(0);

    // The push service's own host and a real subdomain of it are taken, as they are written.
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/cX1:APA91bH-_x?k=1',
      'https://eu.fcm.googleapis.com/fcm/send/dY2',
    ]) {
      const res = await subscribe(user, { endpoint, keys }, '198.51.100.21');
      expect(res.statusCode, endpoint).toBe(201);
      expect(res.json<{ data: { endpoint: string } }>().data.endpoint).toBe(endpoint);
      await app.inject({
        method: 'DELETE',
        url: '/api/v1/push/subscriptions',
        headers: user.auth,
        payload: { endpoint },
      });
    }
  });

  it('is for signed-in users: without a token every push route but the key is 401', async () => {
    const browser = pushService.subscribe();
    const calls = [
      { method: 'POST' as const, url: '/api/v1/push/subscriptions', payload: browser.json },
      {
        method: 'DELETE' as const,
        url: '/api/v1/push/subscriptions',
        payload: { endpoint: browser.json.endpoint },
      },
      { method: 'GET' as const, url: '/api/v1/push/preferences' },
      {
        method: 'PUT' as const,
        url: '/api/v1/push/preferences',
        payload: { daily_fortune: true, hour: 8 },
      },
    ];
    for (const call of calls) {
      const res = await app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('keeps the daily fortune off until turned on, at 07:00 unless another hour is chosen', async () => {
    const user = await signIn('preferences');
    const read = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/v1/push/preferences', headers: user.auth })
      ).json<{ data: unknown }>().data;
    expect(await read()).toEqual({ daily_fortune: false, hour: 7 });
    for (const hour of [24, -1, 7.5, '8']) {
      const res = await setPreferences(user, { daily_fortune: true, hour });
      expect(res.statusCode, String(hour)).toBe(400);
    }
    expect((await setPreferences(user, { daily_fortune: true })).statusCode).toBe(400);
    expect(await read()).toEqual({ daily_fortune: false, hour: 7 });
    expect((await setPreferences(user, { daily_fortune: true, hour: 0 })).statusCode).toBe(200);
    expect(await read()).toEqual({ daily_fortune: true, hour: 0 });
  });
});

describe('the hourly run', () => {
  it('queues itself for the next top of the hour, once however many instances start', async () => {
    const second = await buildApp(config, { database, push: { agent: pushService.agent } });
    await second.ready();
    try {
      const queued = rows<{ at: string; start_after: string }>(
        await database.db.execute(sql`
          select data->>'at' as at, start_after::text from pgboss.job
          where name = 'push.daily-fortune' and state = 'created' and start_after > now()`),
      );
      expect(queued).toHaveLength(1);
      const nextHour = new Date((Math.floor(Date.now() / HOUR_MS) + 1) * HOUR_MS);
      // (Unless the hour turned while this test ran.)
      expect([nextHour.getTime(), nextHour.getTime() + HOUR_MS]).toContain(
        Date.parse(queued[0]?.at ?? ''),
      );
    } finally {
      await second.close();
    }
  });

  it('delivers today’s colour in Thai at the user’s hour, once a day, and again tomorrow', async () => {
    const { user, browser } = await subscribedUser('daily');

    // Not their hour yet: nothing.
    expect(await runHourlyJob(at('2031-05-02', (HOUR + 23) % 24, 59))).toBe('completed');
    expect(messagesTo(browser)).toHaveLength(0);

    expect(await runHourlyJob(at('2031-05-02', HOUR, 0))).toBe('completed');
    expect(messagesTo(browser)).toHaveLength(1);
    const [first] = messagesTo(browser);
    const colour = await colourOfDay(user, '2031-05-02');
    expect(colour).toMatch(/^สี/);
    expect(first?.payload).toEqual({
      title: expect.stringMatching(/^ดวงประจำวัน.+ของคุณมาแล้ว$/),
      body: expect.stringContaining(`สีประจำวันนี้คือ${colour}\n`),
      url: '/',
      tag: 'daily-fortune',
      lang: 'th',
    });
    expect(first?.claims.aud).toBe(pushService.origin);
    // Sent to the push service's own name, on the default port.
    expect(new Set(pushService.connections.map((c) => `${c.host}:${c.port}`))).toEqual(
      new Set([`${pushService.host}:443`]),
    );
    expect(first?.claims.sub).toBe('mailto:no-reply@duangdee.app');
    expect(first?.topic).toBe('daily-fortune');
    // Kept by the push service no longer than the Thai day lasts.
    expect(first?.ttl).toBeGreaterThan(0);
    expect(first?.ttl).toBeLessThanOrEqual((24 - HOUR) * 3600);

    // The same hour again (a retry, another instance), and later that day: nothing more.
    expect(await runHourlyJob(at('2031-05-02', HOUR, 30))).toBe('completed');
    expect(await runHourlyJob(at('2031-05-02', (HOUR + 1) % 24, 0))).toBe('completed');
    expect(messagesTo(browser)).toHaveLength(1);

    // Tomorrow's fortune, at their hour.
    expect(await runHourlyJob(at('2031-05-03', HOUR, 5))).toBe('completed');
    expect(messagesTo(browser)).toHaveLength(2);
    const tomorrow = await colourOfDay(user, '2031-05-03');
    expect(tomorrow).not.toBe(colour);
    expect((messagesTo(browser)[1]?.payload as { body: string }).body).toContain(
      `สีประจำวันนี้คือ${tomorrow}\n`,
    );
  });

  it('sends a day once even when two runs of the same hour race', async () => {
    const { browser } = await subscribedUser('race');
    clock.now = at('2031-05-10');
    const ids = await Promise.all([
      jobs.enqueue('push.daily-fortune', {}, { retryLimit: 0 }),
      jobs.enqueue('push.daily-fortune', {}, { retryLimit: 0 }),
    ]);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const states = rows<{ state: string }>(
        await database.db.execute(
          sql`select state from pgboss.job where id in (${ids[0]}, ${ids[1]})`,
        ),
      );
      if (states.length === 2 && states.every((s) => s.state === 'completed')) break;
      if (Date.now() > deadline) throw new Error(`runs did not finish: ${JSON.stringify(states)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(messagesTo(browser)).toHaveLength(1);
  });

  it('writes to an English reader in English', async () => {
    const { user, browser } = await subscribedUser('english');
    const settings = await app.inject({
      method: 'PUT',
      url: '/api/v1/user/settings',
      headers: user.auth,
      payload: { language: 'en' },
    });
    expect(settings.statusCode).toBe(200);
    expect(await runHourlyJob(at('2031-05-11'))).toBe('completed');
    const colour = await colourOfDay(user, '2031-05-11', 'en');
    expect(messagesTo(browser).map((m) => m.payload)).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/^Your fortune for \w+day$/),
        body: expect.stringContaining(`Today’s colour is ${colour}.\n`),
        lang: 'en',
      }),
    ]);
  });

  it('removes a subscription its push service calls gone (410)', async () => {
    const { browser } = await subscribedUser('gone');
    pushService.setMode(browser.id, 'gone');
    expect(await runHourlyJob(at('2031-05-12'))).toBe('completed');
    expect(pushService.refused.filter((r) => r.subscriptionId === browser.id)).toEqual([
      expect.objectContaining({ status: 410 }),
    ]);
    expect(await subscriptionCount(browser.json.endpoint)).toBe(0);

    // Nothing is sent to it again.
    pushService.setMode(browser.id, 'accept');
    expect(await runHourlyJob(at('2031-05-13'))).toBe('completed');
    expect(pushService.refused.filter((r) => r.subscriptionId === browser.id)).toHaveLength(1);
    expect(messagesTo(browser)).toHaveLength(0);
  });

  it('never connects to a kept subscription whose endpoint points elsewhere, and drops it', async () => {
    const { user, browser } = await subscribedUser('kept-elsewhere');
    // Rows kept before the endpoint was checked as it is now (or on a host since taken off the
    // list): inserted as they were stored.
    const kept = [
      'https://127.0.0.77;.fcm.googleapis.com/x',
      'https://127.0.0.77{.fcm.googleapis.com/y',
      'https://fcm.googleapis.com:22/x',
      'https://u@127.0.0.77/x',
      `https://127.0.0.77;.${pushService.host}/push/${browser.id}`,
      'https://push.retired.example/x',
    ];
    for (const endpoint of kept) {
      await database.db.execute(sql`
        insert into push_subscriptions (user_id, endpoint, p256dh, auth)
        values (${user.userId}, ${endpoint}, ${browser.json.keys.p256dh},
                ${browser.json.keys.auth})`);
    }
    const before = pushService.connections.length;
    expect(await runHourlyJob(at('2031-05-13', HOUR, 2))).toBe('completed');
    // The browser's real subscription gets its message; nothing else was dialled.
    expect(messagesTo(browser)).toHaveLength(1);
    expect(pushService.connections.slice(before)).toEqual([{ host: pushService.host, port: 443 }]);
    for (const endpoint of kept) expect(await subscriptionCount(endpoint), endpoint).toBe(0);
    expect(await subscriptionCount(browser.json.endpoint)).toBe(1);
  });

  it('tries again a day its push service could not take (503), and sends it once', async () => {
    const { browser } = await subscribedUser('unavailable');
    pushService.setMode(browser.id, 'unavailable');
    // The run fails so that pg-boss runs it again; the day was given back.
    expect(await runHourlyJob(at('2031-05-14'))).toBe('failed');
    expect(messagesTo(browser)).toHaveLength(0);
    expect(await subscriptionCount(browser.json.endpoint)).toBe(1);

    pushService.setMode(browser.id, 'accept');
    expect(await runHourlyJob(at('2031-05-14', HOUR, 10))).toBe('completed');
    expect(await runHourlyJob(at('2031-05-14', HOUR, 20))).toBe('completed');
    expect(messagesTo(browser)).toHaveLength(1);
  });

  it('sends nothing to a user who turned it off, nor to a browser that unsubscribed', async () => {
    const off = await subscribedUser('turned-off');
    expect((await setPreferences(off.user, { daily_fortune: false, hour: HOUR })).statusCode).toBe(
      200,
    );

    const gone = await subscribedUser('unsubscribed');
    const unsubscribe = () =>
      app.inject({
        method: 'DELETE',
        url: '/api/v1/push/subscriptions',
        headers: gone.user.auth,
        payload: { endpoint: gone.browser.json.endpoint },
      });
    expect((await unsubscribe()).json<{ data: unknown }>().data).toEqual({ removed: true });
    expect((await unsubscribe()).json<{ data: unknown }>().data).toEqual({ removed: false });

    expect(await runHourlyJob(at('2031-05-15'))).toBe('completed');
    expect(messagesTo(off.browser)).toHaveLength(0);
    expect(messagesTo(gone.browser)).toHaveLength(0);
  });

  it('hands the subscriptions over in the data export, and erases them with the account', async () => {
    const { user, browser } = await subscribedUser('privacy');
    expect(await runHourlyJob(at('2031-05-16'))).toBe('completed');
    expect(messagesTo(browser)).toHaveLength(1);

    const exported = await app.inject({
      method: 'GET',
      url: '/api/v1/user/data-export',
      headers: user.auth,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json<{ data: { push: unknown } }>().data.push).toEqual({
      daily_fortune: true,
      hour: HOUR,
      browsers: [
        expect.objectContaining({
          endpoint: browser.json.endpoint,
          user_agent: expect.stringContaining('Android'),
          last_delivered_at: expect.any(String),
        }),
      ],
      days_sent: ['2031-05-16'],
    });

    const erased = await app.inject({
      method: 'DELETE',
      url: '/api/v1/user/account',
      headers: user.auth,
    });
    expect(erased.statusCode).toBe(200);
    expect(await subscriptionCount(browser.json.endpoint)).toBe(0);
  });
});
