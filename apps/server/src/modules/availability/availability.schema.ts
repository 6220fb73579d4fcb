/**
 * The views availability reads its inputs through (migrations 0048, 0051; spec core.md §6
 * "Availability"): it owns no table. Declared for the drizzle model of the database, which a
 * catalogue test compares with it; the module itself reads them in one SQL function
 * (availability_inputs).
 */
import { boolean, date, integer, jsonb, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Each appointment's staff time, processing gap and buffer after (appointments, services). */
export const availabilityBusy = pgView('availability_busy', {
  tenantId: uuid('tenant_id'),
  staffId: uuid('staff_id'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  processingStartsAt: timestamp('processing_starts_at', { withTimezone: true }),
  processingEndsAt: timestamp('processing_ends_at', { withTimezone: true }),
  bufferAfterMinutes: integer('buffer_after_minutes'),
}).existing();

/** Each staff member's weekly working hours, minutes from midnight (staff_hours). */
export const availabilityHours = pgView('availability_hours', {
  tenantId: uuid('tenant_id'),
  establishmentId: uuid('establishment_id'),
  userId: uuid('user_id'),
  weekday: integer('weekday'),
  startMinute: integer('start_minute'),
  endMinute: integer('end_minute'),
}).existing();

/** Each staff member's hours for one date (staff_schedule_overrides). */
export const availabilityOverrides = pgView('availability_overrides', {
  tenantId: uuid('tenant_id'),
  establishmentId: uuid('establishment_id'),
  userId: uuid('user_id'),
  date: date('date'),
  isWorking: boolean('is_working'),
  startMinute: integer('start_minute'),
  endMinute: integer('end_minute'),
}).existing();

/** The bookable people of each location, in their display order (users, assignments, staff profiles). */
export const availabilityPeople = pgView('availability_people', {
  tenantId: uuid('tenant_id'),
  establishmentId: uuid('establishment_id'),
  userId: uuid('user_id'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  role: text('role'),
  bookable: boolean('bookable'),
  sortOrder: integer('sort_order'),
}).existing();

/** Each location's time zone, business hours and booking settings (establishments). */
export const availabilityPlaces = pgView('availability_places', {
  id: uuid('id'),
  tenantId: uuid('tenant_id'),
  timeZone: text('time_zone'),
  businessHours: jsonb('business_hours'),
  settings: jsonb('settings'),
}).existing();

/** Each service's timing and who performs it (services, service_staff). */
export const availabilityServices = pgView('availability_services', {
  id: uuid('id'),
  tenantId: uuid('tenant_id'),
  establishmentId: uuid('establishment_id'),
  isActive: boolean('is_active'),
  durationMinutes: integer('duration_minutes'),
  bufferAfterMinutes: integer('buffer_after_minutes'),
  processingStartMinutes: integer('processing_start_minutes'),
  processingDurationMinutes: integer('processing_duration_minutes'),
  performers: uuid('performers').array(),
}).existing();

/** Each staff member's time off (staff_time_off). */
export const availabilityTimeOff = pgView('availability_time_off', {
  tenantId: uuid('tenant_id'),
  userId: uuid('user_id'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
}).existing();
