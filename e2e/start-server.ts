/**
 * One server of the browser suite: `tsx start-server.ts <index>` serves the built app with the
 * full demo on port E2E_PORT + index, on its own copy of the demo database, so that each
 * Playwright worker has a server of its own and no test sees another worker's changes.
 *
 * The full demo (a year of bookings and sales) is seeded once per run, by whichever server
 * starts first, into E2E_RUN_DIR/seed; every server copies that folder and opens its copy (an
 * embedded PGlite database in a folder, in RAM under /dev/shm where the machine has it).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const index = Number(process.argv[2] ?? 0);
const runDir = process.env.E2E_RUN_DIR;
if (!runDir) throw new Error('E2E_RUN_DIR is not set (playwright.config.ts sets it)');
const port = Number(process.env.E2E_PORT ?? 3100) + index;
const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const seeded = path.join(runDir, 'seed');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seeds the demo into `seeded` unless another server is doing so; waits until it is there. */
async function seedOnce(): Promise<void> {
  fs.mkdirSync(runDir!, { recursive: true });
  let seeding = false;
  try {
    fs.mkdirSync(path.join(runDir!, 'seed.lock'));
    seeding = true;
  } catch {
    // Another server took the lock: wait for its folder below.
  }
  if (seeding) {
    const partial = path.join(runDir!, 'seed.partial');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: partial, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`seeding the demo failed (${result.status})`);
    fs.renameSync(partial, seeded);
  }
  while (!fs.existsSync(seeded)) await sleep(250);
}

await seedOnce();
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
