import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server answers these prefixes; in development Vite forwards them so the app can use
// same-origin relative URLs exactly as it does when the server serves the built site.
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/docs', '/healthz', '/readyz'];
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
