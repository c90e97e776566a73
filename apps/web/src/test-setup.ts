import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Components translate through the app's i18next instance, as they do after main.tsx imports it.
import './i18n';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
