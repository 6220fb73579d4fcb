import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
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
  webServer: {
    command: 'npm run start -w apps/server',
    cwd: '..',
    url: `http://localhost:${PORT}/api/admin/public/config`,
    // The full demo seed (a year of appointments, 2,900 clients, the team's clock, leave and pay
    // runs) loads into in-memory PGlite: about two minutes on two quiet cores.
    timeout: 300_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), DATA_DIR: 'memory', DEMO_DATA: 'true', LOG_LEVEL: 'warn' },
  },
});
