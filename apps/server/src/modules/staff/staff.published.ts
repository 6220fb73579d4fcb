/**
 * What staff publishes to other modules (issue #30; migration 0058): staff profiles, working hours, date overrides and time off. Other modules'
 * views and triggers read these, never staff's tables; widening one is a change to staff's
 * public face, made here and in a migration.
 */
import { boolean, date, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { published } from '../../db/published.js';

/** The published columns of `staff_profiles`. */
export const publishedStaffProfiles = published
  .view('staff_profiles', {
    userId: uuid('user_id'),
    tenantId: uuid('tenant_id'),
    title: text('title'),
    bio: text('bio'),
    bookable: boolean('bookable'),
    sortOrder: integer('sort_order'),
  })
  .existing();

/** The published columns of `staff_hours`. */
export const publishedStaffHours = published
  .view('staff_hours', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    establishmentId: uuid('establishment_id'),
    userId: uuid('user_id'),
    weekday: integer('weekday'),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
  })
  .existing();

/** The published columns of `staff_schedule_overrides`. */
export const publishedStaffScheduleOverrides = published
  .view('staff_schedule_overrides', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    establishmentId: uuid('establishment_id'),
    userId: uuid('user_id'),
    date: date('date'),
    isWorking: boolean('is_working'),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
  })
  .existing();

/** The published columns of `staff_time_off`. */
export const publishedStaffTimeOff = published
  .view('staff_time_off', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    userId: uuid('user_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  })
  .existing();
