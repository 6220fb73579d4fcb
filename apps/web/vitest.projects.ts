import type { TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The web app's test passes, shared by its own config and the repository's: every test under
 * UTC, and the calendar's and online booking's date code again under Tokyo's zone. Isolation is
 * off (one jsdom per worker, cleaned after each test by `src/test/setup.ts`), which the suite
 * shows it allows by passing in a shuffled order (`npm test -- --sequence.shuffle`).
 */
const root = import.meta.dirname;

const shared = {
  root,
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  css: false,
  // Interaction tests type and click through whole forms: well under a second on an idle
  // machine, several when its two cores are shared with other test runs.
  testTimeout: 20_000,
  // Processes, not threads: a zone is per process, and the two passes run side by side.
  pool: 'forks' as const,
  isolate: false,
};

export const webProjects: TestProjectInlineConfiguration[] = [
  {
    plugins: [react()],
    test: {
      ...shared,
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      env: { TZ: 'UTC' },
    },
  },
  {
    plugins: [react()],
    test: {
      ...shared,
      name: 'web/tokyo',
      include: [
        'src/features/calendar/lib/**/*.test.{ts,tsx}',
        'src/features/online-booking/lib/**/*.test.{ts,tsx}',
      ],
      env: { TZ: 'Asia/Tokyo' },
    },
  },
];
