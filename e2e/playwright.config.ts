import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The first server's port; worker N's server listens on PORT + N (tests/support.ts). */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Servers, and so workers: each worker has a server and a database of its own. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

// This run's demo databases (start-server.ts), in RAM where the machine has /dev/shm. Set once,
// in the runner's process; the servers and workers inherit it. A folder named from outside is
// kept after the run, and its seed reused by the next (quick reruns of one file while working).
process.env.E2E_KEEP_RUN_DIR ??= process.env.E2E_RUN_DIR ? 'true' : 'false';
process.env.E2E_RUN_DIR ??= path.join(
  fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(),
  `daybook-e2e-${process.pid}`,
);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [['list']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
  },
  // The first server to start seeds the full demo (a year of appointments, 2,900 clients, the
  // team's clock, leave and pay runs) into PGlite, about two minutes on two quiet cores; the
  // others copy it.
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: `node --import tsx start-server.ts ${index}`,
    url: `http://localhost:${PORT + index}/api/admin/public/config`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(PORT), LOG_LEVEL: 'warn' },
  })),
});
