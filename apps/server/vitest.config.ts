import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated database for the run; each file's database is a copy of it.
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    // A test file's context copies the migrated database and seeds it: seconds on an idle
    // machine, but a minute or more when its two cores are shared with other test runs.
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
