/** The mail outbox: what the mailer keeps when no SMTP server is configured. */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail written here when no SMTP server is configured; the operator reads it with `npm run outbox`. */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
