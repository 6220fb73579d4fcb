import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The server's test passes, shared by its own config and the repository's: every test under UTC,
 * and the tests of dates and times again under a zone far from it, so that no answer depends on
 * the machine's zone. Isolation is off: a worker imports the app once and runs file after file in
 * it (each file still opens its own database), which the suite shows it allows by passing in a
 * shuffled order (`npm test -- --sequence.shuffle`). Needs `test/global-setup.ts` in the run.
 */
const root = import.meta.dirname;

const shared = {
  root,
  testTimeout: 30_000,
  // A file's context copies the seeded database: a second or two on an idle machine, much more
  // when the two cores are shared with other test runs.
  hookTimeout: 180_000,
  pool: 'forks' as const,
  isolate: false,
};

/** The files whose answers turn on the zone: dates, availability, staff hours, the calendar. */
const zoneFiles = [
  'src/lib/**/*.test.ts',
  'src/modules/availability/**/*.test.ts',
  'src/modules/staff/**/*.test.ts',
  'src/modules/appointments/appointments.test.ts',
];

export const serverProjects: TestProjectInlineConfiguration[] = [
  {
    test: {
      ...shared,
      name: 'server',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      env: { TZ: 'UTC' },
    },
  },
  {
    test: {
      ...shared,
      name: 'server/auckland',
      include: zoneFiles,
      env: { TZ: 'Pacific/Auckland' },
      // Here each file seeds the demo itself, under this zone, as the run's setup does under UTC.
      provide: { seedInFile: true },
    },
  },
];

/** The run's setup: one migrated and one seeded database, which each file's database copies. */
export const serverGlobalSetup = `${root}/test/global-setup.ts`;
