import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server-kit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite's start-up takes a few seconds on a busy machine.
    testTimeout: 30_000,
  },
});
