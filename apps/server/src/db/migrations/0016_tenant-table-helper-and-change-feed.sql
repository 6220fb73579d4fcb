-- Two helpers every later migration uses, and one change feed for every instance.
--
-- app_announce_changes(table, entity): after every statement that inserts, updates or deletes
-- rows of `table`, announce on channel 'daybook_changes', once per tenant the statement touched,
-- a JSON payload {tenantId, entity, op, ids, establishmentIds}: `ids` lists the rows' ids when
-- there are at most 20 of them (null: many, read again), `establishmentIds` the establishments
-- they belong to (null when the table has none). NOTIFY is delivered after commit, to every
-- instance listening, so nothing is announced that was not stored. The server turns each
-- payload into a domain event ('appointment.created', …) for its subscribers.
--
-- app_tenant_table(table, entity): forced row-level security with the tenant policy, and with
-- an entity name the announcements above. A new module's migration calls it once per table:
--   SELECT app_tenant_table('inventory_products', 'product');
CREATE FUNCTION app_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('daybook_changes', json_build_object(
      'tenantId', g.tenant_id,
      'entity', TG_ARGV[0],
      'op', lower(TG_OP),
      'ids', CASE WHEN g.n <= 20 THEN g.ids END,
      'establishmentIds', CASE WHEN g.places <= 50 THEN g.establishment_ids END)::text)
    FROM (
      SELECT c.r->>'tenant_id' AS tenant_id,
        count(*) AS n,
        json_agg(c.r->>'id') FILTER (WHERE c.r ? 'id') AS ids,
        count(DISTINCT c.r->>'establishment_id') AS places,
        json_agg(DISTINCT c.r->>'establishment_id') FILTER (WHERE c.r->>'establishment_id' IS NOT NULL)
          AS establishment_ids
      FROM (SELECT to_jsonb(changed) AS r FROM changed) AS c
      WHERE c.r->>'tenant_id' IS NOT NULL
      GROUP BY 1
    ) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION app_announce_changes(t regclass, entity text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = t);
BEGIN
  -- A transition table serves one event only: three statement-level triggers.
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS changed '
    'FOR EACH STATEMENT EXECUTE FUNCTION app_announce_change(%L)', name || '_announce_insert', t, entity);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING NEW TABLE AS changed '
    'FOR EACH STATEMENT EXECUTE FUNCTION app_announce_change(%L)', name || '_announce_update', t, entity);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS changed '
    'FOR EACH STATEMENT EXECUTE FUNCTION app_announce_change(%L)', name || '_announce_delete', t, entity);
END $$;
--> statement-breakpoint
CREATE FUNCTION app_tenant_table(t regclass, entity text DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', t);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', t);
  IF NOT EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = t AND polname = 'tenant_isolation') THEN
    EXECUTE format('CREATE POLICY tenant_isolation ON %s USING (tenant_id = app_tenant_id()) '
      'WITH CHECK (tenant_id = app_tenant_id())', t);
  END IF;
  IF entity IS NOT NULL THEN
    PERFORM app_announce_changes(t, entity);
  END IF;
END $$;
--> statement-breakpoint
-- The calendar's own announcements (0015) give way to the change feed.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['appointments', 'users', 'establishments', 'user_establishments',
    'resources', 'staff_profiles', 'staff_hours', 'staff_schedule_overrides', 'staff_time_off',
    'services', 'service_staff']
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_calendar_inserted', t);
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_calendar_updated', t);
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_calendar_deleted', t);
  END LOOP;
END $$;
--> statement-breakpoint
DROP FUNCTION app_notify_calendar_changed();
--> statement-breakpoint
-- Every business table announces its changes (row-level security is already on for each).
SELECT app_tenant_table('appointments', 'appointment');
--> statement-breakpoint
SELECT app_tenant_table('users', 'user');
--> statement-breakpoint
SELECT app_tenant_table('establishments', 'establishment');
--> statement-breakpoint
SELECT app_tenant_table('user_establishments', 'establishment_member');
--> statement-breakpoint
SELECT app_tenant_table('resources', 'resource');
--> statement-breakpoint
SELECT app_tenant_table('staff_profiles', 'staff_profile');
--> statement-breakpoint
SELECT app_tenant_table('staff_hours', 'staff_hours');
--> statement-breakpoint
SELECT app_tenant_table('staff_schedule_overrides', 'staff_schedule_override');
--> statement-breakpoint
SELECT app_tenant_table('staff_time_off', 'staff_time_off');
--> statement-breakpoint
SELECT app_tenant_table('services', 'service');
--> statement-breakpoint
SELECT app_tenant_table('service_staff', 'service_staff');
--> statement-breakpoint
SELECT app_tenant_table('clients', 'client');
--> statement-breakpoint
SELECT app_tenant_table('client_notes', 'client_note');
--> statement-breakpoint
SELECT app_tenant_table('leads', 'lead');
