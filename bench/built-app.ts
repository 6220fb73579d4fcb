/**
 * The built app as a visitor meets it: `apps/server` in a child process (so that its work does
 * not share a thread with the measuring tool) on a loopback port, the embedded database in
 * memory with the demo data, serving `apps/web/dist`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_DIST = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));
/** The full demo seed (a year of appointments) takes a while to load into in-memory PGlite. */
const START_TIMEOUT_MS = 240_000;

/** A running server: its origin and how to stop it. */
export interface BuiltApp {
  /** 'http://127.0.0.1:<port>' */
  origin: string;
  stop(): Promise<void>;
}

async function ready(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/admin/public/config`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts the server on 127.0.0.1:`port` and resolves once it answers. Throws when the web app
 * is not built (run `npm run build -w apps/web`), or when the server exits or does not answer
 * within four minutes.
 */
export async function startBuiltApp(port: number): Promise<BuiltApp> {
  if (!fs.existsSync(WEB_DIST)) throw new Error('apps/web/dist is missing: run `npm run build -w apps/web`');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await ready(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
