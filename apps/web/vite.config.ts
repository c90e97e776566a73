import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '@platform/web-kit/vite-precompress';
import { pageHead } from './vite-page-head';
import { landingPreloads } from './vite-landing-preloads';

// The API server answers these prefixes; in development Vite forwards them so the app can use
// same-origin relative URLs exactly as it does when the server serves the built site.
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/docs', '/healthz', '/readyz'];
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), pageHead({ page: 'index.html' }), landingPreloads(), precompress()],
  server: {
    port: 5173,
    proxy: {
      // The live socket (docs/live.md) keeps the page's Host, so the server sees its own origin
      // and honours the session cookie; listed first, before the /wps prefix that would match it.
      '/wps/live': { target: apiTarget, ws: true },
      ...Object.fromEntries(
        API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
      ),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The site's page and its first script; the studio's game pages are a build of their own
    // (apps/studio/web).
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        // The site page's first script, which starts the site after the first paint (vite-page-head.ts).
        boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)),
      },
      output: {
        // Left to itself the bundler may put zod in a chunk shared with React DOM (the site imports
        // zod only through its lazy schemas), and the home page would then preload all of zod.
        // Named groups keep each library in a chunk of its own, which a page loads only when
        // something it runs imports it (docs/PERFORMANCE.md).
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
});
