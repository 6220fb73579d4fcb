/**
 * The schema `published` (migration 0058): the views each module publishes for other modules'
 * views and triggers to read, in place of its tables (issue #30; db/catalogue.test.ts checks
 * that nothing else is read across modules). A module declares its own in `<module>.published.ts`.
 */
import { pgSchema } from 'drizzle-orm/pg-core';

export const published = pgSchema('published');
