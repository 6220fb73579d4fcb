/**
 * The entities some shared answers are built from (issue #30 "each query declares what it
 * reads, mirroring the server's answerReads"): the server forgets a remembered answer when one
 * of them changes, and the web reads the answer again for the same changes. One list for both.
 */
import type { DomainEntity } from './events.js';

/** Staff working hours and time off on a date (the calendar's schedule). */
export const STAFF_SCHEDULE_READS: readonly DomainEntity[] = [
  'establishment',
  'establishment_member',
  'user',
  'staff_profile',
  'staff_hours',
  'staff_schedule_override',
  'staff_time_off',
];

/** Free times (spec core.md §6): the staff's hours and time off, their bookings and services. */
export const AVAILABILITY_READS: readonly DomainEntity[] = [
  ...STAFF_SCHEDULE_READS,
  'appointment',
  'service',
  'service_staff',
];

/** A location's appointment list, with its people, rooms and paid marks (tickets). */
export const APPOINTMENT_LIST_READS: readonly DomainEntity[] = [
  'appointment',
  'establishment',
  'user',
  'resource',
  'ticket',
];

/**
 * A staff performance report (issue #14): appointments, sales with their items, tips and
 * refunds, the metrics module's day roll-ups of them (issue #31), the locations, their staff and
 * the staff's hours. The sale's parts are announced to
 * the server only; screens hear the sale itself (transaction). The server's change-announcement test compares
 * the list with the tables the report really reads.
 */
export const PERFORMANCE_READS: readonly DomainEntity[] = [
  'appointment',
  'transaction',
  'transaction_item',
  'transaction_tip',
  'transaction_refund',
  'transaction_refund_line',
  'sales_day',
  'establishment',
  'establishment_member',
  'user',
  'staff_hours',
  'staff_schedule_override',
  'staff_time_off',
];
