import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOCAL_QUEUE_LIMITS,
  queueLimitsFor,
  REMOTE_QUEUE_LIMITS,
  RequestQueue,
} from './request-queue.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('queueLimitsFor', () => {
  it('uses the relaxed limits on localhost only', () => {
    expect(queueLimitsFor('localhost')).toEqual({
      minIntervalMs: 50,
      maxPerMinute: 1000,
      maxConcurrent: 5,
    });
    expect(queueLimitsFor('127.0.0.1')).toBe(LOCAL_QUEUE_LIMITS);
    expect(queueLimitsFor('duangdee.app')).toEqual({
      minIntervalMs: 200,
      maxPerMinute: 100,
      maxConcurrent: 3,
    });
  });
});

describe('RequestQueue', () => {
  it('spaces starts by the minimum interval (200 ms remote, 50 ms local)', async () => {
    for (const [limits, gap] of [
      [REMOTE_QUEUE_LIMITS, 200],
      [LOCAL_QUEUE_LIMITS, 50],
    ] as const) {
      vi.setSystemTime(0);
      const queue = new RequestQueue(limits);
      const starts: number[] = [];
      const runs = [1, 2, 3].map(() => queue.enqueue(async () => void starts.push(Date.now())));
      await vi.advanceTimersByTimeAsync(gap - 1);
      expect(starts).toEqual([0]);
      await vi.advanceTimersByTimeAsync(gap * 3);
      await Promise.all(runs);
      expect(starts).toEqual([0, gap, gap * 2]);
    }
  });

  it('keeps at most 3 calls in flight', async () => {
    const queue = new RequestQueue(REMOTE_QUEUE_LIMITS);
    const gates = Array.from({ length: 5 }, deferred);
    const runs = gates.map((gate) => queue.enqueue(() => gate.promise));
    await vi.advanceTimersByTimeAsync(5000);
    expect(queue.running).toBe(3);
    expect(queue.waiting).toBe(2);
    gates[0]?.resolve();
    await vi.advanceTimersByTimeAsync(5000);
    expect(queue.running).toBe(3);
    expect(queue.waiting).toBe(1);
    for (const gate of gates) gate.resolve();
    await vi.advanceTimersByTimeAsync(5000);
    await Promise.all(runs);
    expect(queue.running).toBe(0);
  });

  it('keeps at most 5 calls in flight on localhost', async () => {
    const queue = new RequestQueue(LOCAL_QUEUE_LIMITS);
    const gates = Array.from({ length: 7 }, deferred);
    gates.forEach((gate) => void queue.enqueue(() => gate.promise));
    await vi.advanceTimersByTimeAsync(5000);
    expect(queue.running).toBe(5);
    for (const gate of gates) gate.resolve();
  });

  it('starts at most 100 calls in any rolling minute', async () => {
    const queue = new RequestQueue(REMOTE_QUEUE_LIMITS);
    const starts: number[] = [];
    const runs = Array.from({ length: 101 }, () =>
      queue.enqueue(async () => void starts.push(Date.now())),
    );
    await vi.advanceTimersByTimeAsync(59_999);
    expect(starts).toHaveLength(100);
    expect(starts.at(-1)).toBe(99 * 200);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(runs);
    expect(starts).toHaveLength(101);
    expect(starts.at(-1)).toBe(60_000);
  });

  it('starts at most 1000 calls in a rolling minute on localhost', async () => {
    const queue = new RequestQueue(LOCAL_QUEUE_LIMITS);
    let started = 0;
    Array.from({ length: 1001 }, () => queue.enqueue(async () => void started++));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(started).toBe(1000);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(1001);
  });

  it('starts higher priority first and keeps FIFO order within a priority', async () => {
    const queue = new RequestQueue(REMOTE_QUEUE_LIMITS);
    const order: string[] = [];
    const job = (name: string) => async () => void order.push(name);
    const runs = [
      queue.enqueue(job('first')),
      queue.enqueue(job('low-1'), 0),
      queue.enqueue(job('high-1'), 5),
      queue.enqueue(job('low-2'), 0),
      queue.enqueue(job('high-2'), 5),
      queue.enqueue(job('mid'), 1),
    ];
    await vi.advanceTimersByTimeAsync(2000);
    await Promise.all(runs);
    expect(order).toEqual(['first', 'high-1', 'high-2', 'mid', 'low-1', 'low-2']);
  });

  it('passes results and errors through and frees the slot after a failure', async () => {
    const queue = new RequestQueue({ minIntervalMs: 0, maxPerMinute: 10, maxConcurrent: 1 });
    const failed = queue.enqueue(() => Promise.reject(new Error('boom')));
    const thrown = queue.enqueue(() => {
      throw new Error('sync boom');
    });
    const ok = queue.enqueue(async () => 42);
    await expect(failed).rejects.toThrow('boom');
    await expect(thrown).rejects.toThrow('sync boom');
    await expect(ok).resolves.toBe(42);
  });

  it('runs on an injected clock', async () => {
    vi.useRealTimers();
    let now = 1000;
    const timers: Array<{ at: number; fn: () => void }> = [];
    const queue = new RequestQueue(REMOTE_QUEUE_LIMITS, {
      now: () => now,
      setTimer: (fn, ms) => {
        const timer = { at: now + ms, fn };
        timers.push(timer);
        return () => timers.splice(timers.indexOf(timer), 1);
      },
    });
    const starts: number[] = [];
    void queue.enqueue(async () => void starts.push(now));
    void queue.enqueue(async () => void starts.push(now));
    await Promise.resolve();
    expect(starts).toEqual([1000]);
    expect(timers.map((t) => t.at)).toEqual([1200]);
    now = 1200;
    timers.shift()?.fn();
    expect(starts).toEqual([1000, 1200]);
  });
});
