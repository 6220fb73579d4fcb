/**
 * One server of the browser suite: `tsx start-server.ts <index>` serves the built app with the
 * full demo on port E2E_PORT + index, on its own copy of the demo database, so that each
 * Playwright worker has a server of its own and no test sees another worker's changes.
 *
 * The full demo (a year of bookings and sales) is seeded once per run (demo-seed.ts: ahead of
 * the run, or by whichever server starts first) into E2E_RUN_DIR/seed; every server copies that
 * folder and opens its copy (an embedded PGlite database in a folder, in RAM under /dev/shm
 * where the machine has it).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { seedOnce } from './demo-seed';

const index = Number(process.argv[2] ?? 0);
const runDir = process.env.E2E_RUN_DIR;
if (!runDir) throw new Error('E2E_RUN_DIR is not set (playwright.config.ts sets it)');
const port = Number(process.env.E2E_PORT ?? 3100) + index;
const serverDir = path.resolve(import.meta.dirname, '../apps/server');

const seeded = await seedOnce(runDir);
const dataDir = path.join(runDir, `server-${index}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.cpSync(seeded, dataDir, { recursive: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'true' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.kill(signal));
server.once('exit', (code) => process.exit(code ?? 1));
