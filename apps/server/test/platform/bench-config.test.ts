import { rmSync } from 'node:fs';
import { expect, it } from 'vitest';
import { benchConfig, logSink } from '../../../../bench/config.ts';
import { buildApp } from '../../src/app.ts';
import { createTestDatabase } from '../test-db.ts';

// `npm run bench` measures the production stack; a production guard added later must not leave
// it unable to boot (nothing else runs it).
it('the benchmarks’ production configuration boots the app', async () => {
  const config = benchConfig();
  expect(config.isProduction).toBe(true);
  const database = await createTestDatabase();
  const app = await buildApp(config, { database, logStream: logSink });
  try {
    await app.ready();
    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
  } finally {
    await app.close();
    await database.destroy();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
});
