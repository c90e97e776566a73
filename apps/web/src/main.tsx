import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/base.css';
import { initialLanguageReady } from './i18n';
import { App } from './app/app';
import { preloadLandingPage } from './app/lazy-pages';
import { adoptTokenFromLocation } from './lib/session-store';

// Before anything renders or calls the API, so the first requests already carry the session.
adoptTokenFromLocation();
preloadLandingPage(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Portuguese is ready at once; a returning visitor's English or Chinese texts are one small chunk.
void initialLanguageReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
