/** Column helpers every table repeats (its tenant and establishment columns are their modules'). */
import { timestamp } from 'drizzle-orm/pg-core';

/** created_at and updated_at, set by the database. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
