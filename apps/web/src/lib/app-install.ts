import { useSyncExternalStore } from 'react';

/**
 * The installable app (docs/pwa.md): the service worker's registration and the browser's install
 * offer. Chrome and Edge on Android and desktops fire `beforeinstallprompt` once the site is
 * installable; kept here, the download page can show its own "install" button and open the
 * browser's dialog from it. Safari never fires it: the page explains Add to Home Screen instead.
 */

/** The event Chromium browsers fire when they would install the site (not in the DOM's types). */
type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = (next: InstallPromptEvent | null) => {
  offer = next;
  listeners.forEach((listener) => listener());
};

/** Listens for the browser's offer from the start: it may come before any page asks for it. */
export const watchInstallOffer = () => {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Without preventDefault some browsers show their own mini bar at once; the site offers it on /down.
    event.preventDefault();
    changed(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => changed(null));
};

/**
 * Registers the service worker once the page has loaded, so it never competes with the first
 * screen's downloads. Only in the built site: the development server's modules are not fingerprinted.
 */
export const registerServiceWorker = () => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // The site works without it (a private window, a browser that refuses): nothing to tell the player.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offers to install the site now, and a call that opens its dialog. */
export const useInstallOffer = () => {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
  return {
    canInstall: current !== null,
    /** Opens the browser's dialog; an offer is good for one dialog, whatever the answer. */
    install: async () => {
      if (!current) return 'unavailable' as const;
      await current.prompt();
      const { outcome } = await current.userChoice;
      changed(null);
      return outcome;
    },
  };
};
