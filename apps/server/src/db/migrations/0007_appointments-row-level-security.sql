-- Double booking impossible by construction, and row-level security for the appointment tables,
-- as 0005 does for the staff tables. btree_gist lets the GiST exclusion constraint compare the
-- staff uuid with = beside the range's && (0005 creates it too; IF NOT EXISTS keeps either order).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- A staff member holds at most one active appointment at any instant, whatever the concurrency:
-- the second of two overlapping writers fails with SQLSTATE 23P01, which the appointments
-- service answers with 409. '[)' lets 10:00–11:00 and 11:00–12:00 touch. Cancelled and no-show
-- appointments no longer hold the time, so their slot can be booked again.
ALTER TABLE appointments ADD CONSTRAINT appointments_staff_no_overlap EXCLUDE USING gist (
  staff_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&
) WHERE (status NOT IN ('cancelled', 'no_show'));
--> statement-breakpoint
-- daybook_app holds DML on these tables through the default privileges of 0001; daybook_auth
-- gets nothing: no step before sign-in needs appointments or stored answers.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['appointments', 'appointment_status_changes', 'idempotency_keys'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())', t);
  END LOOP;
END $$;
