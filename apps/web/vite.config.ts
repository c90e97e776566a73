import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pageHead } from './vite-page-head';
import { landingPreloads } from './vite-landing-preloads';
import { precompress } from './vite-precompress';

// The API server answers these prefixes; in development Vite forwards them so the app can use
// same-origin relative URLs exactly as it does when the server serves the built site.
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/studio/api', '/docs', '/healthz', '/readyz'];
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), pageHead({ page: 'index.html' }), landingPreloads(), precompress()],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(
        API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
      ),
      // Crash's round feed (a WebSocket).
      '/studio/ws': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Two pages: the platform (index.html) and the studio's game page (studio.html, decision 0005),
    // which the server answers at /studio/play. Each has its own entry chunk.
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        // The site page's first script, which starts the site after the first paint (vite-page-head.ts).
        boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)),
        studio: fileURLToPath(new URL('./studio.html', import.meta.url)),
      },
      output: {
        // Left to itself the bundler put zod in the chunk both pages share with React DOM (the
        // studio page imports zod at once, the site only through its lazy schemas), so the home
        // page preloaded all of zod. Named groups keep each library in a chunk of its own, which a
        // page loads only when something it runs imports it (docs/PERFORMANCE.md).
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
