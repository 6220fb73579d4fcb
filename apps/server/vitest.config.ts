import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    // A test file's context migrates a fresh database: seconds on an idle machine, but a minute
    // or more when the machine's two cores are shared with other test runs.
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
