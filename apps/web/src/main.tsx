import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@platform/web-kit/styles/tokens.css';
import '@platform/web-kit/styles/base.css';
import './styles/banner-frame.css';
import { initialLanguageReady } from './i18n';
import { App } from './app/app';
import { preloadLandingPage } from './app/lazy-pages';
import { createQueryClient } from './app/providers';
import { registerServiceWorker, watchInstallOffer } from './lib/app-install';
import { memberInfoQueryOptions } from './lib/member-info';
import { adoptTokenFromLocation, useSessionStore } from './lib/session-store';

// Before anything renders or calls the API, so the first requests already carry the session.
adoptTokenFromLocation();
// The browser's install offer may come before any page asks for it; the worker waits for the load.
watchInstallOffer();
registerServiceWorker();

// Every page of a session shows the member's info (the header's name and balance): asked for
// now, while the landing page's code downloads, instead of once the first render has mounted the
// header. The landing page asks for its own first answers as soon as its code is in.
const queryClient = createQueryClient();
const { token } = useSessionStore.getState();
if (token) void queryClient.prefetchQuery(memberInfoQueryOptions(token));
const landingPageReady = preloadLandingPage(new URL(window.location.href), queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** How long the first render waits for the landing page's code before drawing its spinner. */
const LANDING_PAGE_WAIT_MS = 3000;
const landingPageWait = Promise.race([
  landingPageReady,
  new Promise<void>((done) => setTimeout(done, LANDING_PAGE_WAIT_MS)),
]);

// Portuguese is ready at once; a returning visitor's English or Chinese texts are one small chunk.
// The landing page's code is preloaded by the page, so waiting for it costs little and the first
// render draws the page instead of a spinner. That render runs as a transition: React yields to
// the browser every few milliseconds instead of holding the main thread for the whole tree.
void Promise.all([initialLanguageReady, landingPageWait]).then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});
