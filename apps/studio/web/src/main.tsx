import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { LANGUAGE_TAGS } from '@platform/contracts';
import '@platform/web-kit/styles/tokens.css';
import '@platform/web-kit/styles/base.css';
import './studio.css';
import { readLaunchQuery } from './query';
import { StudioApp } from './studio-app';
import { defaultWait } from './timing';

// The studio's game page (decision 0005): its own entry, without the platform's shell.
const query = readLaunchQuery(window.location.search);
document.documentElement.lang = LANGUAGE_TAGS[query.language];

// The same page answers /studio/verify: the provably fair verifier, loaded only there.
const VerifyPage = lazy(() =>
  import('./verify/verify-page').then((module) => ({ default: module.VerifyPage })),
);

const container = document.getElementById('root');
if (!container) throw new Error('studio.html has no #root element');

createRoot(container).render(
  <StrictMode>
    {window.location.pathname.endsWith('/verify') ? (
      <Suspense fallback={null}>
        <VerifyPage search={window.location.search} />
      </Suspense>
    ) : (
      <StudioApp query={query} wait={defaultWait()} />
    )}
  </StrictMode>,
);
