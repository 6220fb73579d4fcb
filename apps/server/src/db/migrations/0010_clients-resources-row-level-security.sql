-- Processing gaps and rooms in the double-booking guarantee, and row-level security for the CRM
-- and resource tables (as 0007 does for appointments).
--
-- The staff exclusion now compares what the staff member is busy for: the whole appointment, or
-- with a processing window, the appointment minus that window (a multirange). Another
-- appointment may then sit in the gap; nothing may overlap the busy parts.
ALTER TABLE appointments DROP CONSTRAINT appointments_staff_no_overlap;
--> statement-breakpoint
ALTER TABLE appointments ADD CONSTRAINT appointments_staff_no_overlap EXCLUDE USING gist (
  staff_id WITH =,
  (CASE WHEN processing_starts_at IS NULL
    THEN tstzmultirange(tstzrange(starts_at, ends_at, '[)'))
    ELSE tstzmultirange(tstzrange(starts_at, processing_starts_at, '[)'), tstzrange(processing_ends_at, ends_at, '[)'))
  END) WITH &&
) WHERE (status NOT IN ('cancelled', 'no_show'));
--> statement-breakpoint
-- A room holds one active appointment at a time, for the whole appointment (the client stays in
-- the room while processing).
ALTER TABLE appointments ADD CONSTRAINT appointments_room_no_overlap EXCLUDE USING gist (
  resource_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&
) WHERE (resource_id IS NOT NULL AND status NOT IN ('cancelled', 'no_show'));
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['clients', 'client_notes', 'leads', 'resources'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())', t);
  END LOOP;
END $$;
