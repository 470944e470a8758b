import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@duangdee/contract/events';
import { LIVE_EVENT_TYPES, liveEventSchema } from '@duangdee/contract/events';
import { createBalanceEvents } from '../../src/modules/wallet/balance-events.ts';
import type { WalletBalance } from '../../src/modules/wallet/service.ts';
import { createEventBus } from '../../src/platform/events.ts';

const quiet = { warn: () => undefined, error: () => undefined };
const USER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const token = (t: string): LiveEvent => ({
  type: 'chat.token',
  data: {
    session_id: '00000000-0000-4000-8000-0000000000aa',
    message_id: '00000000-0000-4000-8000-0000000000bb',
    token: t,
  },
});

describe('live event contract', () => {
  it('names every event type and keeps payloads snake_case', () => {
    expect(LIVE_EVENT_TYPES).toEqual([
      'reading.progress',
      'reading.done',
      'chat.token',
      'chat.done',
      'balance.updated',
      'notification.created',
      'notifications.unread',
    ]);
    expect(
      liveEventSchema.safeParse({
        type: 'reading.progress',
        data: { session_id: '00000000-0000-4000-8000-0000000000aa', kind: 'palm', progress: 40 },
      }).success,
    ).toBe(true);
    expect(
      liveEventSchema.safeParse({
        type: 'reading.progress',
        data: { session_id: '00000000-0000-4000-8000-0000000000aa', kind: 'love', progress: 140 },
      }).success,
    ).toBe(false);
    expect(
      liveEventSchema.safeParse({
        type: 'chat.done',
        data: { ...token('x').data, status: 'pending' },
      }).success,
    ).toBe(false);
  });
});

describe('in-process event bus', () => {
  it("delivers a user's events, in order, to that user's listeners only", async () => {
    const bus = createEventBus({ redisUrl: null, log: quiet });
    const mine: string[] = [];
    const theirs: string[] = [];
    await bus.subscribe(USER, (e) => e.type === 'chat.token' && mine.push(e.data.token));
    await bus.subscribe(OTHER, (e) => e.type === 'chat.token' && theirs.push(e.data.token));
    for (const t of ['ดวง', 'ดี', 'มาก']) bus.publish(USER, token(t));
    expect(mine).toEqual(['ดวง', 'ดี', 'มาก']);
    expect(theirs).toEqual([]);
  });

  it('keeps delivering when one listener throws, and stops after unsubscribe', async () => {
    const bus = createEventBus({ redisUrl: null, log: quiet });
    const seen: string[] = [];
    await bus.subscribe(USER, () => {
      throw new Error('broken listener');
    });
    const unsubscribe = await bus.subscribe(USER, (e) => seen.push(e.type));
    bus.publish(USER, token('a'));
    unsubscribe();
    unsubscribe();
    bus.publish(USER, token('b'));
    expect(seen).toEqual(['chat.token']);
    expect(bus.listenerCount(USER)).toBe(1);
    expect(bus.listenerCount()).toBe(1);
  });
});

describe('balance events', () => {
  function balance(n: number): WalletBalance {
    return { balance: n, held: 0, available: n, updatedAt: new Date(0) };
  }

  it('send nothing, and read nothing, when nobody listens', async () => {
    const bus = createEventBus({ redisUrl: null, log: quiet });
    let reads = 0;
    const balances = createBalanceEvents({
      events: bus,
      readBalance: async () => {
        reads++;
        return balance(1);
      },
      log: quiet,
    });
    balances.balanceChanged(USER);
    await balances.settled();
    expect(reads).toBe(0);
  });

  it('collapse a burst of changes into reads that end on the latest balance', async () => {
    const bus = createEventBus({ redisUrl: null, log: quiet });
    let current = 100;
    let reads = 0;
    const balances = createBalanceEvents({
      events: bus,
      readBalance: async () => {
        reads++;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return balance(current);
      },
      log: quiet,
    });
    const seen: number[] = [];
    await bus.subscribe(USER, (e) => e.type === 'balance.updated' && seen.push(e.data.balance));
    for (let i = 0; i < 20; i++) {
      current -= 1;
      balances.balanceChanged(USER);
    }
    await balances.settled();
    expect(reads).toBe(2);
    expect(seen.at(-1)).toBe(80);
  });

  it('never throw, even when the balance cannot be read', async () => {
    const bus = createEventBus({ redisUrl: null, log: quiet });
    await bus.subscribe(USER, () => undefined);
    const balances = createBalanceEvents({
      events: bus,
      readBalance: async () => {
        throw new Error('database away');
      },
      log: quiet,
    });
    expect(() => balances.balanceChanged(USER)).not.toThrow();
    await balances.settled();
  });
});

describe('event bus with Redis away', () => {
  it('still delivers locally, and closes without waiting for Redis', async () => {
    // A port nothing listens on: every Redis command fails.
    const bus = createEventBus({ redisUrl: 'redis://127.0.0.1:1', log: quiet });
    const seen: string[] = [];
    const unsubscribe = await bus.subscribe(
      USER,
      (e) => e.type === 'chat.token' && seen.push(e.data.token),
    );
    bus.publish(USER, token('ยัง'));
    bus.publish(USER, token('ได้'));
    expect(seen).toEqual(['ยัง', 'ได้']);
    unsubscribe();
    expect(bus.listenerCount()).toBe(0);
    await bus.close();
  });
});
