/**
 * What appointments publishes to other modules (issue #30; migrations 0058, 0068): appointments and the slots cancellations and moves free. Other modules'
 * views and triggers read these, never appointments's tables; widening one is a change to appointments's
 * public face, made here and in a migration.
 */
import { bigint, boolean, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { published } from '../../db/published.js';

/** The published columns of `appointments`. */
export const publishedAppointments = published
  .view('appointments', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    establishmentId: uuid('establishment_id'),
    staffId: uuid('staff_id'),
    serviceId: uuid('service_id'),
    clientId: uuid('client_id'),
    clientName: text('client_name'),
    serviceName: text('service_name'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: text('status'),
    priceCents: bigint('price_cents', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }),
    visitId: uuid('visit_id'),
    processingStartsAt: timestamp('processing_starts_at', { withTimezone: true }),
    processingEndsAt: timestamp('processing_ends_at', { withTimezone: true }),
    /** Booked by the client online: no staff member booked it (created_by is null). */
    bookedOnline: boolean('booked_online'),
    /** APPOINTMENT_STATUS_REASONS; null unless cancelled or a no-show with a reason given. */
    statusReason: text('status_reason'),
  })
  .existing();

/** The published columns of `appointment_freed_slots`. */
export const publishedAppointmentFreedSlots = published
  .view('appointment_freed_slots', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    establishmentId: uuid('establishment_id'),
    appointmentId: uuid('appointment_id'),
    serviceId: uuid('service_id'),
    staffId: uuid('staff_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }),
  })
  .existing();
