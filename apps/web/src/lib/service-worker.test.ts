import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterTheStart,
  SERVICE_WORKER_IDLE_TIMEOUT_MS,
  SERVICE_WORKER_LATEST_MS,
} from './service-worker.ts';

/** A window whose load state, idle callbacks and timers the test drives. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const idle: Array<{ run: () => void; timeout: number | undefined }> = [];
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    requestIdleCallback: (run: () => void, options?: { timeout?: number }) => {
      idle.push({ run, timeout: options?.timeout });
      return idle.length;
    },
  };
  return {
    win: win as unknown as Window,
    idle,
    load: () => target.dispatchEvent(new Event('load')),
  };
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('afterTheStart (when the service worker is registered)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for load and the first screen, then for an idle moment', async () => {
    const { win, idle, load } = fakeWindow('interactive');
    const firstScreen = deferred();
    const run = vi.fn();
    afterTheStart(firstScreen.promise, run, win);

    firstScreen.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toHaveLength(0); // not before load

    load();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(SERVICE_WORKER_IDLE_TIMEOUT_MS);
    expect(run).not.toHaveBeenCalled();

    idle[0]?.run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('after load, still waits while the first screen is not up', async () => {
    const { win, idle } = fakeWindow('complete');
    const firstScreen = deferred();
    const run = vi.fn();
    afterTheStart(firstScreen.promise, run, win);

    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_LATEST_MS - 1);
    expect(idle).toHaveLength(0);
    expect(run).not.toHaveBeenCalled();

    firstScreen.resolve();
    await vi.advanceTimersByTimeAsync(0);
    idle[0]?.run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs once at the latest some seconds after load when the first screen never shows', async () => {
    const { win, idle, load } = fakeWindow('loading');
    const firstScreen = deferred();
    const run = vi.fn();
    afterTheStart(firstScreen.promise, run, win);
    load();

    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_LATEST_MS);
    expect(run).toHaveBeenCalledTimes(1);

    // The first screen showing late adds no second registration.
    firstScreen.resolve();
    await vi.advanceTimersByTimeAsync(0);
    idle[0]?.run();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
