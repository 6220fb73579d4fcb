-- Remembered calendar answers (the day list, availability) read more than appointments: staff
-- names, rooms, the establishment's hours and settings, who works there, staff profiles, weekly
-- hours, date overrides, time off, services and who performs them. Every committed change to
-- any of them is now announced per tenant on one channel, 'calendar_changed', so that every
-- instance forgets the tenant's answers at once instead of serving them until they expire.
-- Rows without a tenant (platform users) concern no tenant's calendar.
CREATE FUNCTION app_notify_calendar_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('calendar_changed', tenant_id::text)
    FROM (SELECT DISTINCT tenant_id FROM changed WHERE tenant_id IS NOT NULL) AS t;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER appointments_inserted ON appointments;
--> statement-breakpoint
DROP TRIGGER appointments_updated ON appointments;
--> statement-breakpoint
DROP TRIGGER appointments_deleted ON appointments;
--> statement-breakpoint
DROP FUNCTION app_notify_appointments_changed();
--> statement-breakpoint
-- A transition table serves one event only: three statement-level triggers per table.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['appointments', 'users', 'establishments', 'user_establishments',
    'resources', 'staff_profiles', 'staff_hours', 'staff_schedule_overrides', 'staff_time_off',
    'services', 'service_staff']
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_calendar_inserted AFTER INSERT ON %1$I REFERENCING NEW TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION app_notify_calendar_changed()', t);
    EXECUTE format('CREATE TRIGGER %1$s_calendar_updated AFTER UPDATE ON %1$I REFERENCING NEW TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION app_notify_calendar_changed()', t);
    EXECUTE format('CREATE TRIGGER %1$s_calendar_deleted AFTER DELETE ON %1$I REFERENCING OLD TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION app_notify_calendar_changed()', t);
  END LOOP;
END $$;
