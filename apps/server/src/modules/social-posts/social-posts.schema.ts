/**
 * The social posts module's table (migration 0076; issue #32 "Social posts"). The image's bytes
 * live in the row; list reads leave them out and only the image endpoint reads them.
 */
import { customType, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SocialImageType, SocialPlatform, SocialPostStatus } from '@daybook/contracts';
import { tenantIdColumn, timestamps } from '../../db/columns.js';

/** PostgreSQL bytea as a Node Buffer (both drivers hand back a Uint8Array or Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Where each platform published the post: the platform's own post id. */
export type ExternalIds = Partial<Record<SocialPlatform, string>>;

export const socialPosts = pgTable('social_posts', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  caption: text('caption').notNull(),
  platforms: text('platforms').array().$type<SocialPlatform[]>().notNull(),
  plannedAt: timestamp('planned_at', { withTimezone: true }),
  status: text('status').$type<SocialPostStatus>().notNull(),
  image: bytea('image'),
  imageType: text('image_type').$type<SocialImageType>(),
  imageBytes: integer('image_bytes').notNull(),
  /** Counts schedulings: a job carries the one it was sent for. */
  scheduleRev: integer('schedule_rev').notNull(),
  /** Set by the job that claims the publishing (once per scheduling). */
  publishingAt: timestamp('publishing_at', { withTimezone: true }),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  externalIds: jsonb('external_ids').$type<ExternalIds>().notNull(),
  failureReason: text('failure_reason'),
  createdBy: uuid('created_by'),
  ...timestamps,
});
