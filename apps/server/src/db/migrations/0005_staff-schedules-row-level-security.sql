-- Overlaps impossible by construction, and row-level security for the staff tables, as 0003
-- does for the service catalogue. btree_gist lets a GiST exclusion constraint compare uuids and
-- integers with = beside the range's &&; it is a trusted extension (PostgreSQL 13+), and PGlite
-- loads it from its contrib bundle (db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- Several intervals a weekday (split shifts) are fine; overlapping ones are not. int4range is
-- half-open, so 09:00–13:00 and 13:00–17:00 touch without overlapping.
ALTER TABLE staff_hours ADD CONSTRAINT staff_hours_no_overlap EXCLUDE USING gist (
  user_id WITH =, establishment_id WITH =, weekday WITH =, int4range(start_minute, end_minute) WITH &&
);
--> statement-breakpoint
-- A person is away from every establishment at once, so blocks may not overlap whatever
-- establishment recorded them. SQLSTATE 23P01 becomes 409 in the staff service.
ALTER TABLE staff_time_off ADD CONSTRAINT staff_time_off_no_overlap EXCLUDE USING gist (
  user_id WITH =, tstzrange(starts_at, ends_at) WITH &&
);
--> statement-breakpoint
-- daybook_app holds DML on these tables through the default privileges of 0001; daybook_auth
-- gets nothing: no step before sign-in needs staff data.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['staff_profiles', 'staff_hours', 'staff_schedule_overrides', 'staff_time_off'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())', t);
  END LOOP;
END $$;
