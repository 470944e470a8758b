import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@duangdee/contract/events';
import { buildApp, type App } from '../../src/app.ts';
import { users } from '../../src/db/schema/identity.ts';
import { inTransaction } from '../../src/db/transaction.ts';
import { countUnread, listNotificationsOf } from '../../src/modules/notifications/repo.ts';
import { createNotificationsService } from '../../src/modules/notifications/service.ts';
import { createEventBus, type EventBus } from '../../src/platform/events.ts';
import { openEventStream } from '../support/event-stream.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

const quiet = { warn: () => undefined, error: () => undefined };

let database: TestDatabase;
let app: App;
let bus: EventBus;
let baseUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  bus = createEventBus({ redisUrl: null, log: quiet });
  app = await buildApp(testConfig(), { database, liveEvents: { bus } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  await bus?.close();
  await database?.destroy();
});

async function newUser(isGuest = false): Promise<string> {
  const [row] = await database.db.insert(users).values({ isGuest }).returning({ id: users.id });
  if (!row) throw new Error('no user inserted');
  return row.id;
}

const note = (userId: string) => ({
  userId,
  kind: 'test',
  titleTh: 'ทดสอบ',
  titleEn: 'Test',
  bodyTh: 'ทดสอบ',
  bodyEn: 'Test',
});

describe('live notification events', () => {
  it('reach the user’s stream: created with the unread count, then the count as it falls', async () => {
    const user = await signInWithOutbox(app, database, 'notif-live@example.com');
    const stream = await openEventStream(baseUrl, user.auth);
    try {
      expect(stream.status).toBe(200);
      const claimed = await app.inject({
        method: 'POST',
        url: '/api/v1/coins/grant-welcome',
        headers: user.auth,
        payload: {},
      });
      expect(claimed.statusCode).toBe(200);

      const events: { event: string; data: unknown }[] = [];
      while (!events.some((e) => e.event === 'notification.created')) {
        events.push(await stream.next(5000));
      }
      const created = events.find((e) => e.event === 'notification.created');
      expect(created?.data).toEqual({
        id: expect.any(String),
        type: 'welcome_bonus',
        created_at: expect.any(String),
        unread_count: 1,
      });
      const id = (created?.data as { id: string }).id;

      const read = await app.inject({
        method: 'POST',
        url: '/api/v1/notifications/mark-as-read',
        headers: user.auth,
        payload: { Ids: [id] },
      });
      expect(read.statusCode).toBe(200);
      let next = await stream.next(5000);
      while (next.event !== 'notifications.unread') next = await stream.next(5000);
      expect(next.data).toEqual({ unread_count: 0 });
    } finally {
      stream.close();
    }
  });

  it('go out only after the notification committed, and never for a rollback', async () => {
    const userId = await newUser();
    const published: { event: LiveEvent; visible: number }[] = [];
    const service = createNotificationsService({
      db: database.db,
      events: {
        mayHaveListeners: () => true,
        publish: (_user, event) => {
          // What a page would read the moment the event arrives.
          void countUnread(database.db, userId).then((visible) =>
            published.push({ event, visible }),
          );
        },
      },
    });

    await inTransaction(database.db, async (tx) => {
      await service.add(tx, note(userId));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(published).toEqual([]);
    });
    await expect.poll(() => published.length).toBe(1);
    expect(published[0]).toMatchObject({
      event: { type: 'notification.created', data: { unread_count: 1 } },
      visible: 1,
    });

    await expect(
      inTransaction(database.db, async (tx) => {
        await service.add(tx, note(userId));
        throw new Error('the cause of the notification failed');
      }),
    ).rejects.toThrow('the cause');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(published).toHaveLength(1);
    expect(await listNotificationsOf(database.db, userId)).toHaveLength(1);
  });

  it('keep nothing for a guest, who has no screen to read it on', async () => {
    const guestId = await newUser(true);
    const service = createNotificationsService({
      db: database.db,
      events: { mayHaveListeners: () => false, publish: () => undefined },
    });
    await inTransaction(database.db, (tx) => service.add(tx, note(guestId)));
    expect(await listNotificationsOf(database.db, guestId)).toEqual([]);
  });
});
