-- Issue #28: approving leave over booked appointments resolves each one (move, reassign, or cancel
-- and email the client). The time-off module's read model of appointments gains what that needs:
-- the service (who may take it over), the client and the client's email. Columns are appended, so
-- the view is replaced in place.
CREATE OR REPLACE VIEW time_off_appointments WITH (security_invoker = true) AS
  SELECT a.id, a.tenant_id, a.establishment_id, a.staff_id, a.client_name, a.service_name, a.status,
    a.starts_at, a.ends_at, a.service_id, a.client_id, c.email AS client_email
  FROM appointments a
  LEFT JOIN clients c ON c.id = a.client_id
  WHERE a.status NOT IN ('cancelled', 'no_show');
--> statement-breakpoint
-- The calendar reads the approved leave of a location's people over the shown dates.
CREATE INDEX time_off_requests_approved_idx ON time_off_requests (user_id, start_date) WHERE status = 'approved';
