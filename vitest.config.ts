import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project sets its own environment.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two-core machine, which
    // left much of each server test's time waiting on a database or a child process. Two measured
    // 16.8 min against 20.4 for the whole run on PGlite, every test passing.
    maxWorkers: 2,
    projects: [
      'packages/contracts',
      'packages/server-kit',
      'packages/web-kit',
      'apps/server',
      'apps/studio',
      'apps/studio/web',
      'apps/web',
      'tests',
    ],
  },
});
