/** Removes this run's demo databases (start-server.ts), which live in RAM under /dev/shm. */
import fs from 'node:fs';

export default function teardown(): void {
  const runDir = process.env.E2E_RUN_DIR;
  if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
}
