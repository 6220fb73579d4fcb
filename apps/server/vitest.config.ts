import { defineConfig } from 'vitest/config';
import { serverGlobalSetup, serverProjects } from './vitest.projects';

/** The server's suite alone (`npm test -w apps/server`); the repository's config runs it with the rest. */
export default defineConfig({
  test: { globalSetup: [serverGlobalSetup], maxWorkers: 2, projects: serverProjects },
});
