import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '@platform/web-kit/vite-precompress';

// The studio's API and crash's round feed (a WebSocket). In development Vite forwards them so
// the pages use same-origin relative URLs exactly as they do when the server serves the build.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

/** The addresses a launch opens (/studio/play?…, /studio/verify), answered with the page in development. */
const gamePageAddresses = (): Plugin => ({
  name: 'studio:game-page-addresses',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const [pathname = '', search] = (request.url ?? '').split('?');
      if (pathname === '/studio/play' || pathname === '/studio/verify') {
        request.url = `/studio/studio.html${search === undefined ? '' : `?${search}`}`;
      }
      next();
    });
  },
});

/**
 * The studio's game pages (decision 0005): one page, studio.html, which the server answers at
 * /studio/play and /studio/verify; its scripts and stylesheets are served at /studio/assets/.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/studio/',
  plugins: [react(), gamePageAddresses(), precompress()],
  server: {
    port: 5174,
    proxy: {
      '/studio/api': { target: apiTarget, changeOrigin: true },
      '/studio/ws': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: { studio: fileURLToPath(new URL('./studio.html', import.meta.url)) },
      output: {
        // The libraries in chunks of their own: they change far less often than the games, so a
        // returning player's browser keeps them across releases of the pages.
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
