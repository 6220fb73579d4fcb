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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Mantine's components that most pages share ride in one chunk: left to the default
          // splitting, /login loaded 32 files and /book 36, most of them a kilobyte or two, and
          // a phone on HTTP/1.1 fetches six at a time (Lighthouse: 91 and 90). Shared by at
          // least 20 of the lazily loaded pages: lower takes in components the public pages
          // never draw (at 12, /login's JavaScript grows from 149 to 170 kB). Modal is left to its
          // own chunk: once the reports' lists opened it on 20 pages it took 6.6 kB into /book.
          groups: [
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/]core[\\/](?!esm[\\/]components[\\/]Modal)/,
              minShareCount: 20,
            },
          ],
        },
      },
    },
  },
});
