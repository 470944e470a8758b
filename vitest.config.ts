import { defineConfig } from 'vitest/config';

import { existsSync } from 'node:fs';

const projects = [
  'packages/contract',
  'packages/oracle',
  'apps/server/vitest.config.ts',
  ...(process.env.TEST_DATABASE_URL ? ['apps/server/vitest.pg.config.ts'] : []),
  'apps/web/vitest.config.ts',
  'apps/web/e2e/vitest.config.ts',
].filter((p) => existsSync(p));

export default defineConfig({
  test: {
    projects,
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
  },
});
