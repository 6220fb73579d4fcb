-- The CRM's figures of each client (spec core.md §3 Client: visitCount, lifetime spend and
-- lastVisit from completed appointments), stored, so that reading them is a row rather than an
-- aggregate over a year of appointments: the CSV export reads every client at once (issue #16:
-- within 3× the list). A read model like 0017's views, kept by statement-level triggers on
-- appointments that refresh the clients a statement touched; no appointments code knows of it.
-- Figures are kept for clients with appointments; a client without a row has none.
CREATE TABLE client_figures (
  client_id uuid PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  visit_count integer NOT NULL,
  service_cents bigint NOT NULL,
  last_visit_at timestamptz,
  last_visit_establishment_id uuid
);
--> statement-breakpoint
SELECT app_tenant_table('client_figures');
--> statement-breakpoint
-- A multi-service visit counts once: its appointments share a visit id. It runs with its owner's
-- rights: a tenant's removal (by the auth role, which holds no CRM table) cascades to its
-- appointments and fires these triggers. It touches only the clients the statement changed,
-- and each row takes its tenant from its client.
CREATE FUNCTION client_figures_refresh(ids uuid[]) RETURNS void LANGUAGE sql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO client_figures AS f
    (client_id, tenant_id, visit_count, service_cents, last_visit_at, last_visit_establishment_id)
  SELECT c.id, c.tenant_id, coalesce(v.visit_count, 0), coalesce(v.service_cents, 0), v.last_at, v.last_place
  FROM clients c
  LEFT JOIN LATERAL (
    SELECT count(DISTINCT coalesce(a.visit_id, a.id))::int AS visit_count,
      sum(a.price_cents)::bigint AS service_cents,
      max(a.starts_at) AS last_at,
      (array_agg(a.establishment_id ORDER BY a.starts_at DESC))[1] AS last_place
    FROM appointments a
    WHERE a.client_id = c.id AND a.status = 'completed'
  ) v ON true
  WHERE c.id = ANY(ids)
  ON CONFLICT (client_id) DO UPDATE SET
    visit_count = excluded.visit_count,
    service_cents = excluded.service_cents,
    last_visit_at = excluded.last_visit_at,
    last_visit_establishment_id = excluded.last_visit_establishment_id
$$;
--> statement-breakpoint
CREATE FUNCTION client_figures_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM client_figures_refresh(ARRAY(SELECT DISTINCT client_id FROM changed WHERE client_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION client_figures_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A merge moves appointments from one client to another: both are refreshed.
  PERFORM client_figures_refresh(ARRAY(
    SELECT client_id FROM changed WHERE client_id IS NOT NULL
    UNION SELECT client_id FROM previous WHERE client_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION client_figures_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM client_figures_refresh(ARRAY(SELECT DISTINCT client_id FROM previous WHERE client_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_client_figures_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION client_figures_after_insert();
--> statement-breakpoint
CREATE TRIGGER appointments_client_figures_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION client_figures_after_update();
--> statement-breakpoint
CREATE TRIGGER appointments_client_figures_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS previous FOR EACH STATEMENT EXECUTE FUNCTION client_figures_after_delete();
--> statement-breakpoint
SELECT client_figures_refresh(ARRAY(SELECT DISTINCT client_id FROM appointments WHERE client_id IS NOT NULL));
