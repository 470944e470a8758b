import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // The suite runs many apps at once on a few cores: event-loop lag there is the test
      // runner's, not the app's load. Shedding by lag is tested on its own (load-shedding.test.ts).
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'duangdee-test-')),
      ...overrides,
    },
    { webDistDir: null, version: '0.0.0-test' },
  );
}

export interface TestContext {
  app: App;
  database: TestDatabase;
}

/** Builds the real app on a fresh database for the whole test file. */
export function useTestApp(
  overrides: Record<string, string> = {},
  extra: { webDistDir?: string } = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    const config = testConfig(overrides);
    if (extra.webDistDir) config.webDistDir = extra.webDistDir;
    ctx.app = await buildApp(config, { database: ctx.database });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.destroy();
  });
  return ctx;
}
