-- appointments: announcements that say whose time and which hours a change touched (issue #29),
-- so that a booking or a move forgets only the remembered answers about those people and hours.
-- The payload of migration 0016 plus `staffIds` (the staff of the rows before and after; null
-- when more than 50) and `from`/`to` (epoch ms: the earliest start and the latest end of the rows
-- before and after). An update reads both transition tables: a move frees its old slot too.
-- TG_ARGV[0] is the entity, as for app_announce_change.
CREATE FUNCTION app_announce_staff_time_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched jsonb;
BEGIN
  -- PL/pgSQL plans a statement when it first runs it: each branch names only the transition
  -- tables its trigger has.
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_agg(to_jsonb(x)) INTO touched FROM (
      SELECT id, tenant_id, establishment_id, staff_id, starts_at, ends_at FROM changed
      UNION ALL
      SELECT id, tenant_id, establishment_id, staff_id, starts_at, ends_at FROM before_change) x;
  ELSE
    SELECT jsonb_agg(to_jsonb(x)) INTO touched FROM (
      SELECT id, tenant_id, establishment_id, staff_id, starts_at, ends_at FROM changed) x;
  END IF;
  PERFORM pg_notify('daybook_changes', json_build_object(
      'tenantId', g.tenant_id,
      'entity', TG_ARGV[0],
      'op', lower(TG_OP),
      'ids', CASE WHEN g.n <= 20 THEN g.ids END,
      'establishmentIds', CASE WHEN g.places <= 50 THEN g.establishment_ids END,
      'staffIds', CASE WHEN g.people <= 50 THEN g.staff_ids END,
      'from', (date_part('epoch', g.first_start) * 1000)::bigint,
      'to', (date_part('epoch', g.last_end) * 1000)::bigint)::text)
    FROM (
      SELECT r.tenant_id,
        count(DISTINCT r.id) AS n,
        json_agg(DISTINCT r.id) AS ids,
        count(DISTINCT r.establishment_id) AS places,
        json_agg(DISTINCT r.establishment_id) AS establishment_ids,
        count(DISTINCT r.staff_id) AS people,
        json_agg(DISTINCT r.staff_id) AS staff_ids,
        min(r.starts_at) AS first_start,
        max(r.ends_at) AS last_end
      FROM jsonb_to_recordset(touched) AS r(id uuid, tenant_id uuid, establishment_id uuid, staff_id uuid,
        starts_at timestamptz, ends_at timestamptz)
      WHERE r.tenant_id IS NOT NULL
      GROUP BY r.tenant_id
    ) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER appointments_announce_insert ON appointments;
--> statement-breakpoint
DROP TRIGGER appointments_announce_update ON appointments;
--> statement-breakpoint
DROP TRIGGER appointments_announce_delete ON appointments;
--> statement-breakpoint
CREATE TRIGGER appointments_announce_insert AFTER INSERT ON appointments REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION app_announce_staff_time_change('appointment');
--> statement-breakpoint
CREATE TRIGGER appointments_announce_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS before_change NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION app_announce_staff_time_change('appointment');
--> statement-breakpoint
CREATE TRIGGER appointments_announce_delete AFTER DELETE ON appointments REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION app_announce_staff_time_change('appointment');
