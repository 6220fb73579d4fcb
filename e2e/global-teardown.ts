/**
 * Removes this run's demo databases (start-server.ts), which live in RAM under /dev/shm, unless
 * the folder was named from outside (E2E_RUN_DIR) to be reused.
 */
import fs from 'node:fs';

export default function teardown(): void {
  const runDir = process.env.E2E_RUN_DIR;
  if (runDir && process.env.E2E_KEEP_RUN_DIR !== 'true') fs.rmSync(runDir, { recursive: true, force: true });
}
