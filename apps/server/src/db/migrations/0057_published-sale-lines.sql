-- What checkout publishes (issue #30 "a module publishes what others may read"; ARCHITECTURE.md
-- "Figures"): payroll, performance, the time clock, client spend and the calendar's paid mark
-- read sales only through these views, never checkout's tables. A line's net (after its own and
-- its share of the order's discount, before tax) and its commission base are defined here once.
-- Each is a projection of one table, so a reader's query plans as it did on the table itself.
CREATE VIEW sales WITH (security_invoker = true) AS
  SELECT t.id, t.tenant_id, t.establishment_id, t.number, t.client_id, t.created_at, t.total_cents
  FROM transactions t;
--> statement-breakpoint
CREATE VIEW sale_lines WITH (security_invoker = true) AS
  SELECT i.id, i.tenant_id, i.transaction_id, i.appointment_id, i.kind, i.service_id, i.product_id,
    i.name, i.staff_id,
    i.gross_cents - i.discount_cents AS net_cents,
    CASE WHEN i.staff_id IS NULL THEN 0 ELSE i.gross_cents - i.discount_cents END AS commissionable_cents,
    i.tax_cents,
    i.refunded_net_cents
  FROM transaction_items i;
--> statement-breakpoint
CREATE VIEW sale_tips WITH (security_invoker = true) AS
  SELECT p.id, p.tenant_id, p.transaction_id, p.staff_id, p.amount_cents
  FROM transaction_tips p;
--> statement-breakpoint
CREATE VIEW paid_visits WITH (security_invoker = true) AS
  SELECT t.tenant_id, t.visit_key FROM tickets t WHERE t.status = 'paid' AND t.visit_key IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE VIEW payroll_sales WITH (security_invoker = true) AS
  SELECT s.id, s.tenant_id, s.establishment_id, s.created_at FROM sales s;
--> statement-breakpoint
-- A payroll line's net is the line's commission base.
CREATE OR REPLACE VIEW payroll_sale_items WITH (security_invoker = true) AS
  SELECT l.id, l.tenant_id, s.establishment_id, s.id AS transaction_id, s.number, s.created_at,
    s.total_cents AS transaction_total_cents, l.kind, l.service_id, l.name, l.staff_id,
    l.commissionable_cents AS net_cents
  FROM sale_lines l JOIN sales s ON s.id = l.transaction_id;
--> statement-breakpoint
CREATE OR REPLACE VIEW payroll_tips WITH (security_invoker = true) AS
  SELECT p.id, p.tenant_id, s.establishment_id, s.id AS transaction_id, s.number, s.created_at,
    p.staff_id, p.amount_cents
  FROM sale_tips p JOIN sales s ON s.id = p.transaction_id;
--> statement-breakpoint
CREATE OR REPLACE VIEW performance_sale_items WITH (security_invoker = true) AS
  SELECT s.tenant_id, s.establishment_id, s.id AS transaction_id, s.created_at, l.staff_id, l.kind,
    l.net_cents
  FROM sale_lines l JOIN sales s ON s.id = l.transaction_id;
--> statement-breakpoint
-- OFFSET 0 keeps each sale's tips a probe by sale, as migration 0050 planned it.
CREATE OR REPLACE VIEW performance_tips WITH (security_invoker = true) AS
  SELECT s.tenant_id, s.establishment_id, s.id AS transaction_id, s.created_at, p.staff_id,
    p.amount_cents
  FROM sales s
    CROSS JOIN LATERAL (SELECT q.staff_id, q.amount_cents FROM sale_tips q
      WHERE q.transaction_id = s.id OFFSET 0) p
  UNION ALL
  SELECT r.tenant_id, r.establishment_id, r.transaction_id, r.refunded_at AS created_at, r.staff_id,
    - r.net_cents AS amount_cents
  FROM sale_refund_lines r
  WHERE r.kind = 'tip';
--> statement-breakpoint
CREATE OR REPLACE VIEW time_clock_sales WITH (security_invoker = true) AS
  SELECT s.tenant_id, s.establishment_id, l.staff_id, s.created_at, l.net_cents
  FROM sale_lines l JOIN sales s ON s.id = l.transaction_id
  WHERE l.staff_id IS NOT NULL
  UNION ALL
  SELECT r.tenant_id, r.establishment_id, r.staff_id, r.refunded_at AS created_at, - r.net_cents AS net_cents
  FROM sale_refund_lines r
  WHERE r.kind <> 'tip' AND r.staff_id IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE VIEW client_payments WITH (security_invoker = true) AS
  SELECT s.tenant_id, s.client_id,
    COALESCE((SELECT sum(l.net_cents - l.refunded_net_cents) FROM sale_lines l
      WHERE l.transaction_id = s.id), 0)::bigint AS spend_cents
  FROM sales s
  WHERE s.client_id IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE VIEW client_visits WITH (security_invoker = true) AS
  SELECT a.id, a.tenant_id, a.client_id, a.establishment_id, a.staff_id, a.service_id, a.service_name,
    a.starts_at, a.ends_at, a.status, a.price_cents, a.visit_id,
    EXISTS (SELECT 1 FROM sale_lines l WHERE l.appointment_id = a.id) AS paid
  FROM appointments a;
--> statement-breakpoint
CREATE OR REPLACE VIEW appointment_paid_visits WITH (security_invoker = true) AS
  SELECT v.tenant_id, v.visit_key FROM paid_visits v;
--> statement-breakpoint
-- A client's figures read sales through the same published views.
CREATE OR REPLACE FUNCTION client_figures_refresh(ids uuid[]) RETURNS void
  LANGUAGE sql SECURITY DEFINER SET search_path TO 'public', 'pg_temp'
AS $$
  INSERT INTO client_figures AS f
    (client_id, tenant_id, visit_count, service_cents, last_visit_at, last_visit_establishment_id, paid_cents)
  SELECT c.id, c.tenant_id, coalesce(v.visit_count, 0), coalesce(v.service_cents, 0), v.last_at, v.last_place,
    coalesce(p.paid_cents, 0)
  FROM clients c
  LEFT JOIN LATERAL (
    SELECT count(DISTINCT coalesce(a.visit_id, a.id))::int AS visit_count,
      (sum(a.price_cents) FILTER (WHERE NOT EXISTS (SELECT 1 FROM sale_lines l WHERE l.appointment_id = a.id)))::bigint AS service_cents,
      max(a.starts_at) AS last_at,
      (array_agg(a.establishment_id ORDER BY a.starts_at DESC))[1] AS last_place
    FROM appointments a
    WHERE a.client_id = c.id AND a.status = 'completed'
  ) v ON true
  LEFT JOIN LATERAL (
    SELECT sum(l.net_cents - l.refunded_net_cents)::bigint AS paid_cents
    FROM sales s JOIN sale_lines l ON l.transaction_id = s.id
    WHERE s.client_id = c.id
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
-- clients.sort_name is generated from a required name by a strict function: never null, and
-- the drizzle model (a catalogue test compares the two) says so.
ALTER TABLE clients ALTER COLUMN sort_name SET NOT NULL;
