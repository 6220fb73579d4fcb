/**
 * The automations module's tables (issue #32; migration automations): each location's flow
 * settings, and the record of every automated message sent, skipped or failed. Instants are
 * timestamptz; `startsAt` of a send is the appointment's start it was about.
 */
import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  AutomationChannel,
  AutomationFlow,
  AutomationSendFlow,
  AutomationSendStatus,
} from '@daybook/contracts';
import { establishmentIdColumn, tenantIdColumn, timestamps } from '../../db/columns.js';

export const automationSettings = pgTable(
  'automation_settings',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: tenantIdColumn(),
    establishmentId: establishmentIdColumn(),
    flow: text('flow').$type<AutomationFlow>().notNull(),
    enabled: boolean('enabled').notNull(),
    /** Null for the booking confirmation (sent at once). */
    hoursBefore: integer('hours_before'),
    channels: text('channels').array().$type<AutomationChannel[]>().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.establishmentId, t.flow] })],
);

export const automationSends = pgTable('automation_sends', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  appointmentId: uuid('appointment_id').notNull(),
  clientId: uuid('client_id'),
  flow: text('flow').$type<AutomationSendFlow>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  channel: text('channel').$type<AutomationChannel>().notNull(),
  status: text('status').$type<AutomationSendStatus>().notNull(),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
