import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { benchConfig, logSink } from './config.ts';
import { withDatabase } from './database.ts';
import { load, type Scenario } from './measure.ts';
import { signedInBenchUser } from './signed-in.ts';

/**
 * A signed-in read on PostgreSQL (bearer token, auth guard, suspension check, the query, the
 * envelope) against a bare Fastify hello-world in the same run.
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
          const { auth } = await signedInBenchUser(config, url, base, 1_000);
          const baseline = await load(`${bareUrl}/`);
          const subject = await load(`${base}${path}`, { headers: auth });
          return {
            subject: {
              label: `GET ${path} (bearer, PostgreSQL)`,
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
