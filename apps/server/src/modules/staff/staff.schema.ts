/**
 * Staff display profiles and schedules (spec core.md §3 "Staff display", §7 "Staff schedule").
 * Minutes count from local midnight in the establishment's time zone (0–1440); instants are
 * timestamptz. The exclusion constraints that make overlaps impossible (btree_gist) are in the
 * hand-written migration, since drizzle cannot declare them.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { establishmentIdColumn, tenantIdColumn } from '../../db/columns.js';

/** How a person appears in the calendar; one row per person, created when they are assigned a location. */
export const staffProfiles = pgTable(
  'staff_profiles',
  {
    userId: uuid('user_id').primaryKey(),
    tenantId: tenantIdColumn(),
    /** '#RRGGBB', upper case. */
    displayColor: text('display_color').notNull(),
    title: text('title'),
    bio: text('bio'),
    bookable: boolean('bookable').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_profiles_tenant_idx').on(t.tenantId),
    check('staff_profiles_color_format', sql`${t.displayColor} ~ '^#[0-9A-F]{6}$'`),
  ],
);

// A person's schedule rows belong to their assignment (user_establishments): removing someone
// from an establishment removes their hours there too. Those foreign keys, and the ones to
// users, are declared in the migrations, so that this module imports no other's tables.

/** Weekly working intervals; several per weekday allowed (split shifts), never overlapping. */
export const staffHours = pgTable(
  'staff_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    establishmentId: establishmentIdColumn(),
    userId: uuid('user_id').notNull(),
    /** 0 = Monday … 6 = Sunday. */
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    index('staff_hours_establishment_idx').on(t.establishmentId, t.userId),
    check('staff_hours_weekday_range', sql`${t.weekday} BETWEEN 0 AND 6`),
    check(
      'staff_hours_minutes_range',
      sql`0 <= ${t.startMinute} AND ${t.startMinute} < ${t.endMinute} AND ${t.endMinute} <= 1440`,
    ),
  ],
);

/** One date's hours instead of the weekly ones: a day off, or a single working interval. */
export const staffScheduleOverrides = pgTable(
  'staff_schedule_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    establishmentId: establishmentIdColumn(),
    userId: uuid('user_id').notNull(),
    /** Local date in the establishment's time zone. */
    date: date('date', { mode: 'string' }).notNull(),
    isWorking: boolean('is_working').notNull(),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
    reason: text('reason'),
  },
  (t) => [
    unique('staff_schedule_overrides_user_date_key').on(t.userId, t.establishmentId, t.date),
    check(
      'staff_schedule_overrides_times',
      sql`(${t.isWorking} AND 0 <= ${t.startMinute} AND ${t.startMinute} < ${t.endMinute} AND ${t.endMinute} <= 1440) OR (NOT ${t.isWorking} AND ${t.startMinute} IS NULL AND ${t.endMinute} IS NULL)`,
    ),
  ],
);

/** Blocks of time off; a person's blocks never overlap (across establishments). */
export const staffTimeOff = pgTable(
  'staff_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    /** Where it was entered; the person is away at every establishment. */
    establishmentId: establishmentIdColumn(),
    userId: uuid('user_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_time_off_user_idx').on(t.userId, t.startsAt),
    check('staff_time_off_order', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);
