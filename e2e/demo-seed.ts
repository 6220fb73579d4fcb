/**
 * The browser suite's full demo (a year of bookings and sales), seeded once per run into
 * E2E_RUN_DIR/seed, which every server (start-server.ts) copies. `tsx demo-seed.ts` seeds it
 * ahead of the run: CI starts it while the server's PostgreSQL tests run, on the core they leave
 * idle at their end, so the browser step no longer waits two minutes on one core.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Seeds the demo into `runDir`/seed unless another process is doing so (a lock folder decides),
 * then waits until the folder is there; answers its path. Throws when the seed fails.
 */
export async function seedOnce(runDir: string): Promise<string> {
  const seeded = path.join(runDir, 'seed');
  fs.mkdirSync(runDir, { recursive: true });
  let seeding = false;
  try {
    fs.mkdirSync(path.join(runDir, 'seed.lock'));
    seeding = true;
  } catch {
    // Another process took the lock: wait for its folder below.
  }
  if (seeding) {
    const partial = path.join(runDir, 'seed.partial');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: partial, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`seeding the demo failed (${result.status})`);
    fs.renameSync(partial, seeded);
  }
  while (!fs.existsSync(seeded)) await sleep(250);
  return seeded;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is not set');
  await seedOnce(runDir);
}
