-- Cancellations and no-shows by reason, and the online share (issue #31 "Appointments: booked
-- against completed, cancellations and no-shows by reason, online share, lead time"). An
-- appointment keeps why it was cancelled or its client did not come (APPOINTMENT_STATUS_REASONS
-- in contracts; null: no reason given), only while it has one of those statuses. Appointments
-- publishes the reason and whether the client booked it online: online booking is the one way an
-- appointment is made without a staff author (created_by; a booking whose author was since
-- deleted reads the same, as the appointment's bookedOnline does). The table keeps its row-level
-- security and change announcements (0016); the published view stays security_invoker.
ALTER TABLE appointments ADD COLUMN status_reason text
  CONSTRAINT appointments_status_reason_values CHECK (status_reason IN ('client_cancelled', 'salon_cancelled', 'illness', 'scheduling_conflict', 'weather', 'forgot', 'other'));
--> statement-breakpoint
ALTER TABLE appointments ADD CONSTRAINT appointments_status_reason_inactive
  CHECK (status_reason IS NULL OR status IN ('cancelled', 'no_show'));
--> statement-breakpoint
CREATE OR REPLACE VIEW published.appointments WITH (security_invoker = true) AS
  SELECT id, tenant_id, establishment_id, staff_id, service_id, client_id, client_name, service_name,
    starts_at, ends_at, status, price_cents, created_at, visit_id, processing_starts_at, processing_ends_at,
    created_by IS NULL AS booked_online,
    status_reason
  FROM public.appointments;
