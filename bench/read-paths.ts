import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { benchConfig, logSink } from './config.ts';
import { withDatabase } from './database.ts';
import { inTurns, load, type Scenario } from './measure.ts';
import { signedInBenchUsers } from './signed-in.ts';

/** How many people the signed-in reads come from, taken in turn on every connection. */
export const READERS = 200;

/**
 * A signed-in read on PostgreSQL (bearer token, auth guard, suspension check, the query, the
 * envelope) by `READERS` different people, against a bare Fastify hello-world in the same run.
 */
function signedInRead(name: string, path: string): Scenario {
  return {
    name,
    run: () =>
      withDatabase('duangdee_bench', async (url) => {
        const config = benchConfig({ DATABASE_URL: url, WORKERS_ENABLED: 'false' });
        const app = await buildApp(config, { logStream: logSink });
        const bare = Fastify({ logger: false });
        bare.get('/', async () => ({ hello: 'world' }));
        try {
          const base = await app.listen({ port: 0, host: '127.0.0.1' });
          const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
          const readers = await signedInBenchUsers(config, url, base, 1_000, READERS);
          const { subject, baseline, roundRatios } = await inTurns(
            () => load(`${base}${path}`, { headersInTurn: readers.map((reader) => reader.auth) }),
            () => load(`${bareUrl}/`),
          );
          return {
            roundRatios,
            subject: {
              label: `GET ${path} (bearer, ${READERS} people, PostgreSQL)`,
              value: subject.perSecond,
              p99Ms: subject.p99Ms,
            },
            baseline: {
              label: 'bare Fastify hello-world',
              value: baseline.perSecond,
              p99Ms: baseline.p99Ms,
            },
          };
        } finally {
          await app.close();
          await bare.close();
          rmSync(config.dataDir, { recursive: true, force: true });
        }
      }),
  };
}

export const balanceScenario = signedInRead('balance', '/api/v1/coins/balance');
export const meScenario = signedInRead('me', '/api/v1/auth/me');
