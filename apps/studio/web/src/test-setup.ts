import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The game families and the verifier load as lazy chunks; on a busy two-core CI machine the first
// import of one can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup. The sound
// setting is kept in localStorage: each test starts without one.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
