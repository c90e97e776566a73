import { defineProject } from 'vitest/config';

// The platform and the studio together: each test runs both apps, each on its own database, and
// plays rounds across them over HTTP (the studio's wallet calls reach the platform's).
export default defineProject({
  test: {
    name: 'system',
    environment: 'node',
    include: ['system/**/*.test.ts'],
    testTimeout: 30_000,
    // A file's start builds both apps, each on a fresh database (PGlite start-up, migrations,
    // seeding): twice what one app's tests allow.
    hookTimeout: 120_000,
    pool: 'forks',
    // The platform's test databases import the catalogue of the run's studio (studio-feed.ts).
    globalSetup: ['./studio-feed.ts'],
  },
});
