import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser and one server process at a time on a 2-core machine.
    fileParallelism: false,
  },
});
