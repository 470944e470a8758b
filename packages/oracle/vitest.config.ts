import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'oracle', include: ['src/**/*.test.ts'] } });
