-- The CRM's spend figures count what was actually paid (issue #13): a completed appointment
-- that was checked out counts as its transaction's net (total less tax, tip and refunds), a
-- completed one never checked out as its booked price, and retail sales count too. The client
-- page and lists read client_visits.paid and client_payments live; client_figures keeps the
-- same two parts for the export, refreshed by triggers on appointments (0022) and now on
-- transactions and their items.
CREATE OR REPLACE VIEW client_visits WITH (security_invoker = true) AS
  SELECT a.id, a.tenant_id, a.client_id, a.establishment_id, a.staff_id, a.service_id, a.service_name, a.starts_at,
    a.ends_at, a.status, a.price_cents, a.visit_id,
    EXISTS (SELECT 1 FROM transaction_items ti WHERE ti.appointment_id = a.id) AS paid
  FROM appointments a;
--> statement-breakpoint
CREATE VIEW client_payments WITH (security_invoker = true) AS
  SELECT t.tenant_id, t.client_id, greatest(t.total_cents - t.tax_cents - t.tip_cents - t.refunded_cents, 0) AS spend_cents
  FROM transactions t
  WHERE t.client_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE client_figures ADD COLUMN paid_cents bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_figures_refresh(ids uuid[]) RETURNS void LANGUAGE sql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO client_figures AS f
    (client_id, tenant_id, visit_count, service_cents, last_visit_at, last_visit_establishment_id, paid_cents)
  SELECT c.id, c.tenant_id, coalesce(v.visit_count, 0), coalesce(v.service_cents, 0), v.last_at, v.last_place,
    coalesce(p.paid_cents, 0)
  FROM clients c
  LEFT JOIN LATERAL (
    SELECT count(DISTINCT coalesce(a.visit_id, a.id))::int AS visit_count,
      (sum(a.price_cents) FILTER (WHERE NOT EXISTS (SELECT 1 FROM transaction_items ti WHERE ti.appointment_id = a.id)))::bigint AS service_cents,
      max(a.starts_at) AS last_at,
      (array_agg(a.establishment_id ORDER BY a.starts_at DESC))[1] AS last_place
    FROM appointments a
    WHERE a.client_id = c.id AND a.status = 'completed'
  ) v ON true
  LEFT JOIN LATERAL (
    SELECT sum(greatest(t.total_cents - t.tax_cents - t.tip_cents - t.refunded_cents, 0))::bigint AS paid_cents
    FROM transactions t
    WHERE t.client_id = c.id
  ) p ON true
  WHERE c.id = ANY(ids)
  ON CONFLICT (client_id) DO UPDATE SET
    visit_count = excluded.visit_count,
    service_cents = excluded.service_cents,
    last_visit_at = excluded.last_visit_at,
    last_visit_establishment_id = excluded.last_visit_establishment_id,
    paid_cents = excluded.paid_cents
$$;
--> statement-breakpoint
CREATE FUNCTION client_figures_after_transactions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM client_figures_refresh(ARRAY(
    SELECT client_id FROM changed WHERE client_id IS NOT NULL
    UNION SELECT client_id FROM previous WHERE client_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION client_figures_after_transaction_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM client_figures_refresh(ARRAY(SELECT DISTINCT client_id FROM changed WHERE client_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Items arrive after their transaction: the appointments they pay stop counting at their price.
CREATE FUNCTION client_figures_after_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM client_figures_refresh(ARRAY(
    SELECT DISTINCT t.client_id FROM changed i JOIN transactions t ON t.id = i.transaction_id
    WHERE t.client_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_client_figures_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION client_figures_after_transaction_insert();
--> statement-breakpoint
CREATE TRIGGER transactions_client_figures_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION client_figures_after_transactions();
--> statement-breakpoint
CREATE TRIGGER transaction_items_client_figures_insert AFTER INSERT ON transaction_items
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION client_figures_after_items();
