import { defineConfig } from 'vitest/config';
import { webProjects } from './vitest.projects';

/** The web app's suite alone (`npm test -w apps/web`); the repository's config runs it with the rest. */
export default defineConfig({ test: { maxWorkers: 2, projects: webProjects } });
