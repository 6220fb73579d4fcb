-- The record of slots that appointments give up moves to the appointments module that writes
-- it (ARCHITECTURE.md "Module boundaries": a module owns its tables and triggers). 0035 gave the
-- waitlist a table and a trigger on appointments; the table becomes appointment_freed_slots,
-- written by the appointments module's own trigger, and the waitlist reads it through a read
-- model view under the old name.
ALTER TABLE waitlist_freed_slots RENAME TO appointment_freed_slots;
--> statement-breakpoint
ALTER INDEX waitlist_freed_slots_appointment_idx RENAME TO appointment_freed_slots_appointment_idx;
--> statement-breakpoint
ALTER TABLE appointment_freed_slots RENAME CONSTRAINT waitlist_freed_slots_pkey TO appointment_freed_slots_pkey;
--> statement-breakpoint
DROP TRIGGER appointments_waitlist_freed ON appointments;
--> statement-breakpoint
DROP FUNCTION waitlist_note_freed_slot();
--> statement-breakpoint
-- Owned by the migrating role so that it records the slot whoever changes the appointment.
CREATE FUNCTION appointments_note_freed_slot() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public AS $$
BEGIN
  INSERT INTO appointment_freed_slots (tenant_id, establishment_id, appointment_id, service_id, staff_id, starts_at, ends_at)
    VALUES (OLD.tenant_id, OLD.establishment_id, OLD.id, OLD.service_id, OLD.staff_id, OLD.starts_at, OLD.ends_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_freed_slot AFTER UPDATE ON appointments FOR EACH ROW
  WHEN (OLD.status NOT IN ('cancelled', 'no_show', 'completed')
    AND (NEW.status = 'cancelled' OR NEW.starts_at IS DISTINCT FROM OLD.starts_at OR NEW.staff_id IS DISTINCT FROM OLD.staff_id))
  EXECUTE FUNCTION appointments_note_freed_slot();
--> statement-breakpoint
-- Read model of the waitlist: the freed slots it offers to waiting clients.
CREATE VIEW waitlist_freed_slots WITH (security_invoker = true) AS
  SELECT f.id, f.tenant_id, f.establishment_id, f.appointment_id, f.service_id, f.staff_id, f.starts_at, f.ends_at, f.created_at
  FROM appointment_freed_slots f;
