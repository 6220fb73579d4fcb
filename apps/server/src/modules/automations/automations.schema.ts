/**
 * The automations module's tables (issue #32; migrations automations, automation-client-flows):
 * each location's flow settings and services' own rebook weeks, and the record of every
 * automated message sent, skipped or failed. Instants are timestamptz; `startsAt` of a send is
 * the appointment's start it was about; a client flow's send is keyed by its `occasion`. A
 * setting's `subject` and `body` (migration automation-message-texts) are null for the standard.
 */
import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  AutomationChannel,
  AutomationClientFlow,
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
    flow: text('flow').$type<AutomationFlow | AutomationClientFlow>().notNull(),
    enabled: boolean('enabled').notNull(),
    /** A reminder's hours before; null for every other flow. */
    hoursBefore: integer('hours_before'),
    /** A client flow's wait in its unit (AUTOMATION_WAIT_UNITS); null for the others and the birthday. */
    wait: integer('wait'),
    channels: text('channels').array().$type<AutomationChannel[]>().notNull(),
    /** The location's own subject and words (merge-field templates); null: the flow's standard wording. */
    subject: text('subject'),
    body: text('body'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.establishmentId, t.flow] })],
);

export const automationSends = pgTable('automation_sends', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  /** Null for a birthday (about no appointment). */
  appointmentId: uuid('appointment_id'),
  clientId: uuid('client_id'),
  flow: text('flow').$type<AutomationSendFlow>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  /** A client flow's occasion: the visit it follows, or the birthday's year; null for appointment messages. */
  occasion: text('occasion'),
  channel: text('channel').$type<AutomationChannel>().notNull(),
  status: text('status').$type<AutomationSendStatus>().notNull(),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A service's own rebook weeks at its location (instead of the rebook nudge's). */
export const automationRebookWeeks = pgTable(
  'automation_rebook_weeks',
  {
    tenantId: tenantIdColumn(),
    establishmentId: establishmentIdColumn(),
    serviceId: uuid('service_id').notNull(),
    weeks: integer('weeks').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.establishmentId, t.serviceId] })],
);
