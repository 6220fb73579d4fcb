/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** Vite build of the web app; the Fastify server serves dist/ on port 3000 with the API under /api. */
export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies beside each file; the server sends the one the browser accepts.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg)$/ }),
  ],
  server: {
    port: 5173,
    // In development the API lives on the Fastify server; proxying keeps cookies same-origin.
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/socket.io': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each page loads, for the JS budget (bench/js-budget.ts).
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Interaction tests type and click through whole forms: well under a second on an idle
    // machine, several when its two cores are shared with other test runs.
    testTimeout: 20_000,
  },
});
