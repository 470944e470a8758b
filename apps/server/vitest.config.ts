import { defineProject } from 'vitest/config';

const files = ['src/**/*.test.ts', 'test/**/*.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    include: files,
    environment: 'node',
    env: { TEST_DB_KIND: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
