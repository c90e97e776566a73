import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Components translate through the app's i18n module, as they do after main.tsx imports it.
import { addLanguageResources } from './i18n';
import { en } from './i18n/en';
import { zh } from './i18n/zh';

// The app fetches English and Chinese on first use; tests have them ready, so a switch in a test
// applies as soon as its promise settles.
addLanguageResources('EN', en);
addLanguageResources('CN', zh);

// Popups load as lazy chunks; on a busy two-core CI machine the first import of one can take
// longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
