import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { benchConfig, logSink } from './config.ts';
import { inTurns, load, type Scenario } from './measure.ts';

/** GET /api/v1/health (full plugin stack + a database ping) against a bare Fastify hello-world. */
export const healthScenario: Scenario = {
  name: 'health',
  async run() {
    const config = benchConfig(
      process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {},
    );
    const app = await buildApp(config, { logStream: logSink });
    const bare = Fastify({ logger: false });
    bare.get('/', async () => ({ hello: 'world' }));
    try {
      const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
      const { subject, baseline, roundRatios } = await inTurns(
        () => load(`${appUrl}/api/v1/health`),
        () => load(`${bareUrl}/`),
      );
      return {
        roundRatios,
        subject: { label: 'GET /api/v1/health', value: subject.perSecond, p99Ms: subject.p99Ms },
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
  },
};
