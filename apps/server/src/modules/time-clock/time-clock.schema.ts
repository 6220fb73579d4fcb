/**
 * The time clock (spec operations.md §3 Team member; issue #14): shifts, their breaks, and the
 * append-only punches. The one-open-shift index, CHECKs and the append-only trigger are in
 * migration 0032.
 */
import { boolean, jsonb, pgTable, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { establishmentIdColumn, tenantIdColumn, timestamps } from '../../db/columns.js';

export const timeClockShifts = pgTable('time_clock_shifts', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  userId: uuid('user_id').notNull(),
  clockInAt: timestamp('clock_in_at', { withTimezone: true }).notNull(),
  clockOutAt: timestamp('clock_out_at', { withTimezone: true }),
  autoClosed: boolean('auto_closed').notNull().default(false),
  needsReview: boolean('needs_review').notNull().default(false),
  ...timestamps,
});

export const timeClockBreaks = pgTable('time_clock_breaks', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  shiftId: uuid('shift_id').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

export type PunchKind = 'check_in' | 'check_out' | 'break_start' | 'break_end' | 'auto_check_out' | 'edit';

export const timeClockPunches = pgTable('time_clock_punches', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  userId: uuid('user_id').notNull(),
  shiftId: uuid('shift_id').notNull(),
  kind: text('kind').$type<PunchKind>().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  recordedBy: uuid('recorded_by'),
  reason: text('reason'),
  /** For an edit: the shift's times before it. */
  replaced: jsonb('replaced').$type<{ clockInAt: string; clockOutAt: string | null }>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/* Read models the time clock owns (migration 0032): views over other modules' tables. */

/** The active people of a location who punch a clock (owners and admins do not). */
export const timeClockTeam = pgView('time_clock_team', {
  tenantId: uuid('tenant_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
  userId: uuid('user_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  role: text('role').notNull(),
  avatarUrl: text('avatar_url'),
  title: text('title'),
}).existing();

/** Every person's display name (who recorded a punch). */
export const timeClockPeople = pgView('time_clock_people', {
  tenantId: uuid('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
}).existing();
