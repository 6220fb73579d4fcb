/**
 * The campaigns module's tables (migration campaigns; issue #32): each campaign, and one row per
 * client it goes to, filled when it starts sending. Instants are timestamptz.
 */
import { boolean, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { CampaignChannel, CampaignRecipientStatus, CampaignStatus } from '@daybook/contracts';
import { establishmentIdColumn, tenantIdColumn, timestamps } from '../../db/columns.js';

export const campaigns = pgTable('campaigns', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  /** Null once the segment is deleted (a sent campaign keeps its recipients). */
  segmentId: uuid('segment_id'),
  name: text('name').notNull(),
  channel: text('channel').$type<CampaignChannel>().notNull(),
  /** Null for a text. */
  subject: text('subject'),
  body: text('body').notNull(),
  trackOpens: boolean('track_opens').notNull().default(false),
  status: text('status').$type<CampaignStatus>().notNull().default('draft'),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  createdBy: uuid('created_by'),
  /**
   * Whose clients it reaches, fixed when scheduled or sent now from whoever did it (core.md §6):
   * null for every client of the tenant (owner, admin), else those whose home is one of these.
   */
  reachEstablishmentIds: uuid('reach_establishment_ids').array(),
  ...timestamps,
});

export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    campaignId: uuid('campaign_id').notNull(),
    clientId: uuid('client_id').notNull(),
    /** The email address or E.164 number, as it was when the campaign started. */
    toAddress: text('to_address').notNull(),
    status: text('status').$type<CampaignRecipientStatus>().notNull().default('queued'),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    /** While 'sending': until when the sender that claimed it holds it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('campaign_recipients_once').on(t.campaignId, t.clientId)],
);
