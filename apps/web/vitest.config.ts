import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Routes are lazy chunks: the first render of one transforms its whole module graph, which
    // takes seconds while the rest of the suite shares the same few cores.
    testTimeout: 15_000,
  },
});
