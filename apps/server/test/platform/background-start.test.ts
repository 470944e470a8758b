import { describe, expect, it } from 'vitest';
import { startBackgroundWork } from '../../src/platform/background-start.ts';

/** What `pg` throws when nothing listens where the database should be. */
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

function recorder() {
  const lines: Array<{ level: string; message: string; context: object }> = [];
  return {
    lines,
    log: {
      warn: (context: object, message: string) => lines.push({ level: 'warn', message, context }),
      info: (context: object, message: string) => lines.push({ level: 'info', message, context }),
    },
  };
}

describe('starting the background work', () => {
  it('tries again, waiting longer each time, while the database cannot be reached', async () => {
    const tries: number[] = [];
    const { lines, log } = recorder();
    const began = Date.now();
    const outcome = await startBackgroundWork(
      async () => {
        tries.push(Date.now() - began);
        if (tries.length < 4) throw refused();
      },
      { firstDelayMs: 20, maxDelayMs: 60, closing: () => false, log },
    );
    expect(outcome).toBe('started');
    expect(tries).toHaveLength(4);
    // Waits of 20, then 40, 60, 60 (capped): each try comes no sooner than that after the last.
    const gaps = tries.map((at, i) => at - (i === 0 ? 0 : tries[i - 1]!));
    expect(gaps[0]).toBeGreaterThanOrEqual(19);
    expect(gaps[1]).toBeGreaterThanOrEqual(39);
    expect(gaps[2]).toBeGreaterThanOrEqual(59);
    expect(gaps[3]).toBeGreaterThanOrEqual(59);
    expect(lines.map((l) => `${l.level} ${l.message}`)).toEqual([
      'warn background work waits for the database',
      'warn background work waits for the database',
      'warn background work waits for the database',
      'info background work started',
    ]);
  });

  it('gives up at once on a failure that is not the database being away', async () => {
    let tries = 0;
    const broken = new Error('relation "pgboss.version" does not exist');
    await expect(
      startBackgroundWork(
        async () => {
          tries += 1;
          throw broken;
        },
        { firstDelayMs: 1, maxDelayMs: 5, closing: () => false, ...recorder() },
      ),
    ).rejects.toBe(broken);
    expect(tries).toBe(1);
  });

  it('stops trying once the server is shutting down', async () => {
    let tries = 0;
    let closing = false;
    const outcome = await startBackgroundWork(
      async () => {
        tries += 1;
        closing = tries === 2;
        throw refused();
      },
      { firstDelayMs: 1, maxDelayMs: 5, closing: () => closing, ...recorder() },
    );
    expect(outcome).toBe('closing');
    expect(tries).toBe(2);
  });

  it('makes no try when the server is shutting down before the first', async () => {
    let tries = 0;
    const outcome = await startBackgroundWork(
      async () => {
        tries += 1;
      },
      { firstDelayMs: 1, maxDelayMs: 5, closing: () => true, ...recorder() },
    );
    expect(outcome).toBe('closing');
    expect(tries).toBe(0);
  });
});
