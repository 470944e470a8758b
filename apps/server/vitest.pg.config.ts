import { defineProject } from 'vitest/config';

/** The same server suite against PostgreSQL; the root config adds it when TEST_DATABASE_URL is set. */
export default defineProject({
  test: {
    name: 'server-pg',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_KIND: 'postgres' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
