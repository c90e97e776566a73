import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web-kit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
