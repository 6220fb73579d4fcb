/**
 * The messaging module's tables (migration 0023): channels with their change counter, members
 * with their read mark, messages, and the read model of the tenant's people.
 */
import {
  bigint,
  boolean,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChannelType, MessageType } from '@daybook/contracts';
import { tenantIdColumn } from '../../db/columns.js';

/** A message's stored metadata: the people its content mentions, found on the server. */
export interface StoredMessageMetadata {
  mentions?: string[];
  [key: string]: unknown;
}

export const messagingChannels = pgTable('messaging_channels', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  name: text('name').notNull(),
  type: text('type').$type<ChannelType>().notNull(),
  description: text('description').notNull().default(''),
  createdBy: uuid('created_by'),
  dmKey: text('dm_key'),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const messagingMembers = pgTable(
  'messaging_members',
  {
    channelId: uuid('channel_id').notNull(),
    userId: uuid('user_id').notNull(),
    tenantId: tenantIdColumn(),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] })],
);

export const messagingMessages = pgTable('messaging_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  channelId: uuid('channel_id').notNull(),
  senderId: uuid('sender_id').notNull(),
  clientId: uuid('client_id').notNull(),
  content: text('content').notNull(),
  type: text('type').$type<MessageType>().notNull().default('text'),
  metadata: jsonb('metadata').$type<StoredMessageMetadata>().notNull().default({}),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  editedAt: timestamp('edited_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** Read model (migration 0023): the tenant's people by name, from auth's users. */
export const messagingPeople = pgView('messaging_people', {
  tenantId: uuid('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  avatarUrl: text('avatar_url'),
  isActive: boolean('is_active').notNull(),
}).existing();
