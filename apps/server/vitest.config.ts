import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file builds its own database; PGlite start-up and argon2 seeding take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The game studio, whose catalogue every test database imports (tests/studio-feed.ts).
    globalSetup: ['../../tests/studio-feed.ts'],
  },
});
