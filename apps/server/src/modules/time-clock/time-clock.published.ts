/**
 * What time-clock publishes to other modules (issue #30; migration 0058): shifts and breaks as clocked. Other modules'
 * views and triggers read these, never time-clock's tables; widening one is a change to time-clock's
 * public face, made here and in a migration.
 */
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { published } from '../../db/published.js';

/** The published columns of `time_clock_shifts`. */
export const publishedTimeClockShifts = published
  .view('time_clock_shifts', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    establishmentId: uuid('establishment_id'),
    userId: uuid('user_id'),
    clockInAt: timestamp('clock_in_at', { withTimezone: true }),
    clockOutAt: timestamp('clock_out_at', { withTimezone: true }),
  })
  .existing();

/** The published columns of `time_clock_breaks`. */
export const publishedTimeClockBreaks = published
  .view('time_clock_breaks', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    shiftId: uuid('shift_id'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  })
  .existing();
