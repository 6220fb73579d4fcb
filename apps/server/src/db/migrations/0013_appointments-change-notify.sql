-- Every committed change to appointments is announced on channel 'appointments_changed' with
-- the tenant's id, so each server instance can drop its remembered calendar lists for that
-- tenant (appointments.list-cache.ts). NOTIFY is delivered at commit, and one transaction's
-- repeats of the same tenant are sent once.
CREATE FUNCTION app_notify_appointments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('appointments_changed', COALESCE(NEW.tenant_id, OLD.tenant_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_changed AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION app_notify_appointments_changed();
