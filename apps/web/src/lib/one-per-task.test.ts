import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onePerTask } from './one-per-task.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('onePerTask', () => {
  it('starts each piece of work in a task of its own, in the order queued', async () => {
    const started: string[] = [];
    const piece = (name: string) => () => {
      started.push(name);
      return Promise.resolve(name);
    };
    const done = [onePerTask(piece('a')), onePerTask(piece('b')), onePerTask(piece('c'))];
    // Nothing in the task that queued them.
    expect(started).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(started).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(started).toEqual(['a', 'b']);
    vi.advanceTimersToNextTimer();
    expect(started).toEqual(['a', 'b', 'c']);
    await expect(Promise.all(done)).resolves.toEqual(['a', 'b', 'c']);
  });

  it('passes a failure on to the one who queued it, and goes on with the rest', async () => {
    const failing = onePerTask(() => Promise.reject(new Error('no network')));
    const next = onePerTask(() => Promise.resolve('next'));
    // Handled before it fails, as a caller does.
    const failed = expect(failing).rejects.toThrow('no network');
    await vi.runAllTimersAsync();
    await failed;
    await expect(next).resolves.toBe('next');
  });
});
