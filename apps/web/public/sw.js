/* global self, caches */
/*
 * The installable app's service worker (docs/pwa.md). It keeps the site usable as an app and
 * gives a clear page when the phone is offline; it never stores an answer of the API, so a balance,
 * a bet or a session is always the server's, never a copy from the phone.
 *
 * - Navigations go to the network (with navigation preload, so starting this worker costs the
 *   page nothing); offline, the cached /offline.html answers instead.
 * - /assets/ files are fingerprinted and never change: served from the cache once fetched; the
 *   offline page's icons from the copy the worker installed.
 * - Everything else (the API, images, the studio's games) is left to the browser: no respondWith.
 */
const SHELL_CACHE = 'shell-v1';
const ASSET_CACHE = 'assets-v1';
const OFFLINE_URL = '/offline.html';
const SHELL_FILES = [OFFLINE_URL, '/icons/icon-192.png', '/favicon.svg'];
/** Fingerprinted files kept at most: an old build's files go when a new build's arrive. */
const MAX_ASSETS = 150;
const API_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/dev/',
  '/docs',
  '/metrics',
  '/healthz',
  '/readyz',
  '/studio',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

const trimAssets = async () => {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(request);
};

const offlinePage = async () => (await caches.match(OFFLINE_URL)) ?? Response.error();

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          return (await event.preloadResponse) ?? (await fetch(request));
        } catch {
          return offlinePage();
        }
      })(),
    );
    return;
  }

  // The offline page's own image and icon, from the copy installed with the worker.
  if (SHELL_FILES.includes(url.pathname) && url.pathname !== OFFLINE_URL) {
    event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      (async () => {
        const cached = await caches.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) {
          const cache = await caches.open(ASSET_CACHE);
          event.waitUntil(cache.put(request, response.clone()).then(trimAssets));
        }
        return response;
      })(),
    );
  }
});
