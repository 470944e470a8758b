import { describe, expect, it } from 'vitest';
import { createSystemService, HEALTH_PING_REUSE_MS } from '../../src/modules/system/service.ts';
import type { SystemRepo } from '../../src/modules/system/repo.ts';

/** Health checks share one database ping a second: a flood of checks is not a flood of pings. */
function serviceWith(answers: Array<boolean | Error>) {
  let clock = 1_000_000;
  let pings = 0;
  const service = createSystemService({
    database: {
      ping: async () => {
        const answer = answers[Math.min(pings, answers.length - 1)];
        pings++;
        if (answer instanceof Error) throw answer;
        return answer ?? false;
      },
    },
    repo: {} as SystemRepo,
    version: 'test',
    startedAt: clock,
    now: () => clock,
  });
  return {
    service,
    pings: () => pings,
    advance: (ms: number) => (clock += ms),
  };
}

describe('the health check', () => {
  it('answers a hundred checks at once with one ping, and pings again after a second', async () => {
    const { service, pings, advance } = serviceWith([true, false]);
    const answers = await Promise.all(Array.from({ length: 100 }, () => service.checkHealth()));
    expect(pings()).toBe(1);
    expect(new Set(answers.map((a) => a.db))).toEqual(new Set(['ok']));

    advance(HEALTH_PING_REUSE_MS - 1);
    expect((await service.checkHealth()).db).toBe('ok');
    expect(pings()).toBe(1);

    advance(1);
    expect(await service.checkHealth()).toMatchObject({ status: 'degraded', db: 'down' });
    expect(pings()).toBe(2);
  });

  it('reports a ping that throws as the database down, not as an error', async () => {
    const { service } = serviceWith([new Error('connection refused')]);
    expect(await service.checkHealth()).toMatchObject({ db: 'down' });
  });
});
