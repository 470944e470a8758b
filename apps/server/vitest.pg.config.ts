import { configDefaults, defineProject } from 'vitest/config';

/**
 * The same server suite against PostgreSQL; the root config adds it when TEST_DATABASE_URL is set.
 * The crash and restart drills run once, in the `server` project: they start their own PostgreSQL
 * and Redis whichever database the suite uses. So does the multi-instance test: its server
 * processes use PostgreSQL (TEST_DATABASE_URL) in either project. The palm photo analysis
 * (test/palm, test/palm-lines) touches no database: it runs once too.
 */
export default defineProject({
  test: {
    name: 'server-pg',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      'test/drills/**',
      'test/multi-instance/**',
      'test/palm/**',
      'test/palm-lines/**',
    ],
    environment: 'node',
    env: { TEST_DB_KIND: 'postgres' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
