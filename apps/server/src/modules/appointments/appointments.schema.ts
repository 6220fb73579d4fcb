/**
 * Appointments, their status history, and stored answers for retried requests (spec core.md §3
 * Appointment). Instants are timestamptz; the wire's local date + 'HH:MM' is computed in the
 * establishment's time zone. The exclusion constraint that makes double booking impossible
 * (btree_gist) is in the hand-written migration, since drizzle cannot declare it.
 *
 * Processing time (a staff member free while colour develops) is the window
 * [processing_starts_at, processing_ends_at) inside the appointment, copied from the service
 * when booked: the staff exclusion compares the busy multirange (the appointment minus that
 * window), so another appointment may sit in the gap. The room exclusion uses the whole span.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  pgView,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AppointmentStatus, AppointmentStatusReason } from '@daybook/contracts';
import { establishmentIdColumn, tenantIdColumn } from '../../db/columns.js';

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    establishmentId: establishmentIdColumn(),
    /** NO ACTION: a person with appointments is deactivated, not deleted (same cascade reasoning). */
    staffId: uuid('staff_id').notNull(),
    /**
     * A service with appointments cannot be deleted (the services module answers 409: deactivate
     * it). NO ACTION rather than RESTRICT: the check runs at the end of the statement, so deleting
     * a whole establishment or tenant, which cascades to both tables, still works.
     */
    serviceId: uuid('service_id').notNull(),
    /** Null for a walk-in booked by name only; SET NULL is never hit (clients are erased, not deleted). */
    clientId: uuid('client_id'),
    clientName: text('client_name').notNull(),
    /** The service's name when booked, so renaming the service does not rewrite history. */
    serviceName: text('service_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<AppointmentStatus>().notNull().default('booked'),
    /** Why it was cancelled or a no-show (migration 0068); null otherwise or when none was given. */
    statusReason: text('status_reason').$type<AppointmentStatusReason>(),
    notes: text('notes'),
    memo: text('memo'),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    /** The room the appointment holds, if any (NO ACTION: a used room is deactivated). */
    resourceId: uuid('resource_id'),
    /** Shared by the back-to-back appointments of one multi-service visit; null for a single one. */
    visitId: uuid('visit_id'),
    /** The service's processing window when booked, during which the staff member is free. */
    processingStartsAt: timestamp('processing_starts_at', { withTimezone: true }),
    processingEndsAt: timestamp('processing_ends_at', { withTimezone: true }),
    isRequest: boolean('is_request').notNull().default(false),
    isPrebook: boolean('is_prebook').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The calendar reads one establishment's window by start.
    index('appointments_establishment_start_idx').on(t.tenantId, t.establishmentId, t.startsAt),
    index('appointments_staff_start_idx').on(t.staffId, t.startsAt),
    // A client's history and a visit's parts.
    index('appointments_client_start_idx').on(t.clientId, t.startsAt),
    index('appointments_visit_idx').on(t.visitId),
    check(
      'appointments_processing_window',
      sql`(${t.processingStartsAt} IS NULL AND ${t.processingEndsAt} IS NULL) OR (${t.processingStartsAt} > ${t.startsAt} AND ${t.processingEndsAt} > ${t.processingStartsAt} AND ${t.processingEndsAt} < ${t.endsAt})`,
    ),
    check('appointments_order', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointments_price_nonnegative', sql`${t.priceCents} >= 0`),
    check(
      'appointments_status_values',
      sql`${t.status} IN ('booked', 'confirmed', 'checked_in', 'in_service', 'completed', 'cancelled', 'no_show')`,
    ),
    check(
      'appointments_status_reason_values',
      sql`${t.statusReason} IN ('client_cancelled', 'salon_cancelled', 'illness', 'scheduling_conflict', 'weather', 'forgot', 'other')`,
    ),
    check(
      'appointments_status_reason_inactive',
      sql`${t.statusReason} IS NULL OR ${t.status} IN ('cancelled', 'no_show')`,
    ),
  ],
);

/** Every status an appointment took, with who set it and when; the first row has no `from`. */
export const appointmentStatusChanges = pgTable(
  'appointment_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<AppointmentStatus>(),
    toStatus: text('to_status').$type<AppointmentStatus>().notNull(),
    /** Null once that user is deleted; the change itself stays on record. */
    changedBy: uuid('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_status_changes_appointment_idx').on(t.appointmentId, t.changedAt)],
);

/*
 * Read models (migration 0017): what appointments reads of other modules' tables, through views
 * it owns: people's names (auth's users), room names (resources) and each service's buffer
 * after (services).
 */

export const appointmentPeople = pgView('appointment_people', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
}).existing();

/** Visits paid at the register (migration 0028), by visit key: the visit id or the appointment's id. */
export const appointmentPaidVisits = pgView('appointment_paid_visits', {
  tenantId: uuid('tenant_id').notNull(),
  visitKey: uuid('visit_key').notNull(),
}).existing();

export const appointmentRooms = pgView('appointment_rooms', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  name: text('name').notNull(),
}).existing();

export const appointmentServiceBuffers = pgView('appointment_service_buffers', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  bufferAfterMinutes: integer('buffer_after_minutes').notNull(),
}).existing();

/**
 * The slot an appointment gave up when it was cancelled or moved (its time and staff before the
 * change), written by this module's trigger (migration 0041): the change feed says only which
 * appointment changed, not where it was. The waitlist reads it to offer the slot.
 */
export const appointmentFreedSlots = pgTable('appointment_freed_slots', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  appointmentId: uuid('appointment_id').notNull(),
  serviceId: uuid('service_id'),
  staffId: uuid('staff_id'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
