-- tickets: announcements that say which visits a change touched (issue #30 "a sale no longer
-- refetches the calendar"). The calendar's appointment list reads tickets only for its paid
-- mark, which only a ticket of a visit changes; a walk-in sale's ticket belongs to no visit.
-- The payload of migration 0016 plus `visitKeys`: the distinct visit keys of the rows ([]: none
-- of them belongs to a visit; null: more than 50). A ticket keeps its visit for life, so the
-- rows after an update name the same visits as before it.
CREATE FUNCTION app_announce_visit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('daybook_changes', json_build_object(
      'tenantId', g.tenant_id,
      'entity', TG_ARGV[0],
      'op', lower(TG_OP),
      'ids', CASE WHEN g.n <= 20 THEN g.ids END,
      'establishmentIds', CASE WHEN g.places <= 50 THEN g.establishment_ids END,
      'visitKeys', CASE WHEN g.visits <= 50 THEN coalesce(g.visit_keys, '[]'::json) END)::text)
    FROM (
      SELECT c.tenant_id,
        count(*) AS n,
        json_agg(c.id) AS ids,
        count(DISTINCT c.establishment_id) AS places,
        json_agg(DISTINCT c.establishment_id) AS establishment_ids,
        count(DISTINCT c.visit_key) AS visits,
        json_agg(DISTINCT c.visit_key) FILTER (WHERE c.visit_key IS NOT NULL) AS visit_keys
      FROM changed AS c
      GROUP BY c.tenant_id
    ) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER tickets_announce_insert ON tickets;
--> statement-breakpoint
DROP TRIGGER tickets_announce_update ON tickets;
--> statement-breakpoint
DROP TRIGGER tickets_announce_delete ON tickets;
--> statement-breakpoint
CREATE TRIGGER tickets_announce_insert AFTER INSERT ON tickets REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION app_announce_visit_change('ticket');
--> statement-breakpoint
CREATE TRIGGER tickets_announce_update AFTER UPDATE ON tickets REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION app_announce_visit_change('ticket');
--> statement-breakpoint
CREATE TRIGGER tickets_announce_delete AFTER DELETE ON tickets REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION app_announce_visit_change('ticket');
