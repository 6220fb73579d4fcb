import { defineConfig } from 'vitest/config';
import { serverGlobalSetup, serverProjects } from './apps/server/vitest.projects';
import { webProjects } from './apps/web/vitest.projects';

/**
 * `npm test`: every workspace's suite in one run, so that its two workers stay busy to the end
 * rather than each workspace waiting for its slowest file. `--project <name>` runs one pass
 * (contracts, server, server/auckland, web, web/tokyo); a path runs one file.
 */
export default defineConfig({
  test: {
    globalSetup: [serverGlobalSetup],
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      ...serverProjects,
      ...webProjects,
    ],
  },
});
