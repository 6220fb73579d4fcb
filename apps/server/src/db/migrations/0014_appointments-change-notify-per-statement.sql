-- 0013 announced appointment changes with a row-level trigger: one pg_notify call per row,
-- which cost the demo seed (48,000 rows) 6 seconds. Statement-level triggers with transition
-- tables announce each tenant a statement touched once. A transition table serves one event
-- only, hence three triggers.
DROP TRIGGER appointments_changed ON appointments;
--> statement-breakpoint
DROP FUNCTION app_notify_appointments_changed();
--> statement-breakpoint
CREATE FUNCTION app_notify_appointments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('appointments_changed', tenant_id::text) FROM (SELECT DISTINCT tenant_id FROM changed) AS t;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_inserted AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION app_notify_appointments_changed();
--> statement-breakpoint
CREATE TRIGGER appointments_updated AFTER UPDATE ON appointments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION app_notify_appointments_changed();
--> statement-breakpoint
CREATE TRIGGER appointments_deleted AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION app_notify_appointments_changed();
