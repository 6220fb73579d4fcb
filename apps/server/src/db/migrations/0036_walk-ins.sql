-- Walk-ins (spec operations.md §3 "Walk-in visit", §4, §7; issue #15): clients who arrive without
-- a booking and wait in a location's queue. waiting → in_service (an appointment is booked now and
-- linked) → done; waiting → left. The stamps say when each step happened.
CREATE TABLE walk_in_visits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  client_name text NOT NULL,
  phone text,
  email text,
  service_id uuid NOT NULL REFERENCES services(id),
  -- The staff member the client asked for (null: whoever is free first).
  requested_staff_id uuid REFERENCES users(id) ON DELETE SET NULL,
  -- Who serves, from the start of service.
  serving_staff_id uuid REFERENCES users(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'waiting'
    CONSTRAINT walk_in_visits_status CHECK (status IN ('waiting', 'in_service', 'done', 'left')),
  checked_in_at timestamptz NOT NULL,
  started_at timestamptz,
  finished_at timestamptz,
  appointment_id uuid REFERENCES appointments(id) ON DELETE SET NULL,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT walk_in_visits_started CHECK (status = 'waiting' OR status = 'left' OR started_at IS NOT NULL),
  CONSTRAINT walk_in_visits_finished CHECK (status NOT IN ('done', 'left') OR finished_at IS NOT NULL)
);
--> statement-breakpoint
-- Today's queue of a location, in check-in order.
CREATE INDEX walk_in_visits_queue_idx ON walk_in_visits (tenant_id, establishment_id, checked_in_at);
--> statement-breakpoint
SELECT app_tenant_table('walk_in_visits', 'walk_in_visit');
