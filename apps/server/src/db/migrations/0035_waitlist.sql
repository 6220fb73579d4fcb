-- Waitlist (spec operations.md §3 Waitlist entry, §4, §7; issue #15): clients waiting for a
-- service, each with the window of days and times they want. Offers record a freed slot
-- proposed to an entry, once per (entry, appointment), whichever server instance saw it first.
CREATE TABLE waitlist_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  client_name text NOT NULL,
  phone text,
  email text,
  service_id uuid REFERENCES services(id) ON DELETE SET NULL,
  -- Kept when the service is removed later: the list still says what was wanted.
  service_name text NOT NULL,
  staff_id uuid REFERENCES users(id) ON DELETE SET NULL,
  -- The wanted window, in the establishment's local dates and HH:MM times.
  earliest_date date NOT NULL,
  latest_date date NOT NULL,
  -- ISO days of week (1 Monday … 7 Sunday); null: every day.
  days_of_week smallint[],
  time_from text,
  time_to text,
  priority text NOT NULL DEFAULT 'normal',
  status text NOT NULL DEFAULT 'waiting',
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  seated_at timestamptz,
  appointment_id uuid REFERENCES appointments(id) ON DELETE SET NULL,
  CONSTRAINT waitlist_entries_status CHECK (status IN ('waiting', 'offered', 'seated', 'removed')),
  CONSTRAINT waitlist_entries_priority CHECK (priority IN ('normal', 'high', 'urgent')),
  CONSTRAINT waitlist_entries_dates CHECK (latest_date >= earliest_date),
  CONSTRAINT waitlist_entries_times CHECK (
    (time_from IS NULL OR time_from ~ '^([01]\d|2[0-3]):[0-5]\d$')
    AND (time_to IS NULL OR time_to ~ '^([01]\d|2[0-3]):[0-5]\d$')
    AND (time_from IS NULL OR time_to IS NULL OR time_to > time_from)),
  CONSTRAINT waitlist_entries_days CHECK (days_of_week IS NULL OR days_of_week <@ ARRAY[1,2,3,4,5,6,7]::smallint[]),
  CONSTRAINT waitlist_entries_seated CHECK (status <> 'seated' OR seated_at IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX waitlist_entries_queue_idx ON waitlist_entries (tenant_id, establishment_id, status, created_at);
--> statement-breakpoint
SELECT app_tenant_table('waitlist_entries', 'waitlist_entry');
--> statement-breakpoint
CREATE TABLE waitlist_offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  entry_id uuid NOT NULL REFERENCES waitlist_entries(id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
  staff_id uuid REFERENCES users(id) ON DELETE SET NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  emailed_at timestamptz,
  texted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Every instance hears of the same freed slot: only the first insert counts.
  CONSTRAINT waitlist_offers_once UNIQUE (entry_id, appointment_id)
);
--> statement-breakpoint
CREATE INDEX waitlist_offers_place_idx ON waitlist_offers (tenant_id, establishment_id, created_at);
--> statement-breakpoint
SELECT app_tenant_table('waitlist_offers', 'waitlist_entry');
--> statement-breakpoint
-- The slot an appointment gave up when it was cancelled or moved (its time or staff before the
-- change): the change feed says only which appointment changed, not where it was.
CREATE TABLE waitlist_freed_slots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
  service_id uuid,
  staff_id uuid,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX waitlist_freed_slots_appointment_idx ON waitlist_freed_slots (appointment_id, created_at);
--> statement-breakpoint
SELECT app_tenant_table('waitlist_freed_slots');
--> statement-breakpoint
-- Owned by the migrating role so that it records the slot whoever changes the appointment.
CREATE FUNCTION waitlist_note_freed_slot() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public AS $$
BEGIN
  INSERT INTO waitlist_freed_slots (tenant_id, establishment_id, appointment_id, service_id, staff_id, starts_at, ends_at)
    VALUES (OLD.tenant_id, OLD.establishment_id, OLD.id, OLD.service_id, OLD.staff_id, OLD.starts_at, OLD.ends_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_waitlist_freed AFTER UPDATE ON appointments FOR EACH ROW
  WHEN (OLD.status NOT IN ('cancelled', 'no_show', 'completed')
    AND (NEW.status = 'cancelled' OR NEW.starts_at IS DISTINCT FROM OLD.starts_at OR NEW.staff_id IS DISTINCT FROM OLD.staff_id))
  EXECUTE FUNCTION waitlist_note_freed_slot();
--> statement-breakpoint
-- Read models of the waitlist: service names and durations, and people's display names.
CREATE VIEW waitlist_services WITH (security_invoker = true) AS
  SELECT s.tenant_id, s.establishment_id, s.id, s.name, s.duration_minutes, s.is_active FROM services s;
--> statement-breakpoint
CREATE VIEW waitlist_people WITH (security_invoker = true) AS
  SELECT u.tenant_id, u.id, trim(u.first_name || ' ' || u.last_name) AS name FROM users u;
--> statement-breakpoint
CREATE VIEW waitlist_clients WITH (security_invoker = true) AS
  SELECT c.tenant_id, c.id, c.name, c.email, c.phone FROM clients c;
