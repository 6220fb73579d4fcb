-- Refunds are allocated to the lines and tips they return (issue #28 "A refund takes back its tip
-- and its commission, and charges the right person"). Each refund stores what it took back from
-- each item (net after discounts, and tax) and each tip; each item and tip keeps a running total
-- of what has come back, which bounds later refunds. Payroll, performance, today's team, the
-- client's spend and staff earnings read these lines, through the views below, instead of
-- spreading a refund over the whole sale.
ALTER TABLE transaction_items
  ADD COLUMN refunded_net_cents bigint NOT NULL DEFAULT 0,
  ADD COLUMN refunded_tax_cents bigint NOT NULL DEFAULT 0,
  ADD CONSTRAINT transaction_items_refunded CHECK (
    refunded_net_cents >= 0 AND refunded_tax_cents >= 0
    AND refunded_net_cents <= total_cents - tax_cents AND refunded_tax_cents <= tax_cents);
--> statement-breakpoint
ALTER TABLE transaction_tips
  ADD COLUMN refunded_cents bigint NOT NULL DEFAULT 0,
  ADD CONSTRAINT transaction_tips_refunded CHECK (refunded_cents >= 0 AND refunded_cents <= amount_cents);
--> statement-breakpoint
CREATE TABLE transaction_refund_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  refund_id uuid NOT NULL REFERENCES transaction_refunds(id) ON DELETE CASCADE,
  transaction_id uuid NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
  item_id uuid REFERENCES transaction_items(id) ON DELETE CASCADE,
  tip_id uuid REFERENCES transaction_tips(id) ON DELETE CASCADE,
  net_cents bigint NOT NULL CONSTRAINT transaction_refund_lines_net CHECK (net_cents >= 0),
  tax_cents bigint NOT NULL DEFAULT 0 CONSTRAINT transaction_refund_lines_tax CHECK (tax_cents >= 0),
  CONSTRAINT transaction_refund_lines_one_line CHECK ((item_id IS NULL) <> (tip_id IS NULL)),
  CONSTRAINT transaction_refund_lines_tip_untaxed CHECK (tip_id IS NULL OR tax_cents = 0),
  CONSTRAINT transaction_refund_lines_something CHECK (net_cents + tax_cents > 0)
);
--> statement-breakpoint
CREATE INDEX transaction_refund_lines_refund_idx ON transaction_refund_lines (refund_id);
--> statement-breakpoint
CREATE INDEX transaction_refund_lines_item_idx ON transaction_refund_lines (item_id) WHERE item_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX transaction_refund_lines_tip_idx ON transaction_refund_lines (tip_id) WHERE tip_id IS NOT NULL;
--> statement-breakpoint
SELECT app_tenant_table('transaction_refund_lines', 'transaction_refund_line');
--> statement-breakpoint
-- The refunds made before this migration named no lines: each is spread, in the order they were
-- made, over what every line of its sale had left (the rule for a refund that names no lines,
-- contracts' checkout/refund-allocation.ts), leftover cents to the largest lines. A function, so
-- that the rule can be tested; it shares only refunds that have no lines yet.
CREATE FUNCTION checkout_share_unshared_refunds() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  r record;
  shared integer := 0;
BEGIN
  FOR r IN SELECT f.id, f.tenant_id, f.transaction_id, f.amount_cents FROM transaction_refunds f
      WHERE NOT EXISTS (SELECT 1 FROM transaction_refund_lines l WHERE l.refund_id = f.id)
      ORDER BY f.created_at, f.id LOOP
    INSERT INTO transaction_refund_lines (tenant_id, refund_id, transaction_id, item_id, tip_id, net_cents, tax_cents)
    SELECT r.tenant_id, r.id, r.transaction_id, s.item_id, s.tip_id,
      s.share - round(s.tax * s.share / s.weight)::bigint, round(s.tax * s.share / s.weight)::bigint
    FROM (
      SELECT b.*, b.floor_share + CASE WHEN b.rank <= r.amount_cents - sum(b.floor_share) OVER () THEN 1 ELSE 0 END AS share
      FROM (
        SELECT w.*, floor(r.amount_cents * w.weight / w.total)::bigint AS floor_share,
          row_number() OVER (ORDER BY w.weight DESC, w.pos) AS rank
        FROM (
          SELECT p.*, p.net + p.tax AS weight, sum(p.net + p.tax) OVER () AS total
          FROM (
            SELECT i.id AS item_id, NULL::uuid AS tip_id, i.position AS pos,
              i.total_cents - i.tax_cents - i.refunded_net_cents AS net, (i.tax_cents - i.refunded_tax_cents)::numeric AS tax
            FROM transaction_items i WHERE i.transaction_id = r.transaction_id
            UNION ALL
            SELECT NULL, p.id, 1000000, p.amount_cents - p.refunded_cents, 0
            FROM transaction_tips p WHERE p.transaction_id = r.transaction_id
          ) p
          WHERE p.net + p.tax > 0
        ) w
      ) b
    ) s
    WHERE s.share > 0;
    UPDATE transaction_items i
      SET refunded_net_cents = i.refunded_net_cents + l.net_cents, refunded_tax_cents = i.refunded_tax_cents + l.tax_cents
      FROM transaction_refund_lines l WHERE l.refund_id = r.id AND l.item_id = i.id;
    UPDATE transaction_tips p SET refunded_cents = p.refunded_cents + l.net_cents
      FROM transaction_refund_lines l WHERE l.refund_id = r.id AND l.tip_id = p.id;
    shared := shared + 1;
  END LOOP;
  RETURN shared;
END $$;
--> statement-breakpoint
-- As the tables' owner, with row-level security not forced for the while, so that every
-- tenant's rows are seen.
DO $$
DECLARE
  t text;
  parts text[] := ARRAY['transactions', 'transaction_items', 'transaction_tips', 'transaction_refunds',
    'transaction_refund_lines'];
BEGIN
  FOREACH t IN ARRAY parts LOOP
    EXECUTE format('ALTER TABLE %I NO FORCE ROW LEVEL SECURITY', t);
  END LOOP;
  PERFORM checkout_share_unshared_refunds();
  FOREACH t IN ARRAY parts LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Checkout publishes what each refund took back from each line, at the time of the refund, with
-- the line's kind ('service', 'product' or 'tip'), its staff member and service: the one
-- allocation every figure reads.
CREATE VIEW sale_refund_lines WITH (security_invoker = true) AS
  SELECT l.id, l.tenant_id, t.establishment_id, t.id AS transaction_id, t.number, t.client_id,
    l.refund_id, r.created_at AS refunded_at, coalesce(i.kind, 'tip') AS kind, i.service_id, i.product_id,
    coalesce(i.staff_id, p.staff_id) AS staff_id, l.net_cents, l.tax_cents
  FROM transaction_refund_lines l
  JOIN transaction_refunds r ON r.id = l.refund_id
  JOIN transactions t ON t.id = l.transaction_id
  LEFT JOIN transaction_items i ON i.id = l.item_id
  LEFT JOIN transaction_tips p ON p.id = l.tip_id;
--> statement-breakpoint
-- Payroll: each refunded line of a sale at the location, in the period of the refund.
DROP VIEW payroll_refunds;
--> statement-breakpoint
CREATE VIEW payroll_refunds WITH (security_invoker = true) AS
  SELECT s.id, s.tenant_id, s.establishment_id, s.transaction_id, s.number, s.refunded_at AS created_at,
    s.kind, s.service_id, s.staff_id, s.net_cents
  FROM sale_refund_lines s;
--> statement-breakpoint
-- Performance: refunded items by the day of the refund (the share is the line's own net now),
-- and tips less what came back of them.
CREATE OR REPLACE VIEW performance_refund_shares WITH (security_invoker = true) AS
  SELECT s.tenant_id, s.establishment_id, s.refunded_at AS created_at, s.staff_id, s.kind,
    s.net_cents::numeric AS share_cents
  FROM sale_refund_lines s WHERE s.kind <> 'tip';
--> statement-breakpoint
CREATE OR REPLACE VIEW performance_tips WITH (security_invoker = true) AS
  SELECT t.tenant_id, t.establishment_id, t.id AS transaction_id, t.created_at, p.staff_id, p.amount_cents
  FROM transaction_tips p
  JOIN transactions t ON t.id = p.transaction_id
  UNION ALL
  SELECT s.tenant_id, s.establishment_id, s.transaction_id, s.refunded_at, s.staff_id, -s.net_cents
  FROM sale_refund_lines s WHERE s.kind = 'tip';
--> statement-breakpoint
-- Today's team: each item sold (whatever became of the sale), less what refunds took back of
-- it on the day they did.
CREATE OR REPLACE VIEW time_clock_sales WITH (security_invoker = true) AS
  SELECT t.tenant_id, t.establishment_id, i.staff_id, t.created_at, i.total_cents - i.tax_cents AS net_cents
  FROM transaction_items i
  JOIN transactions t ON t.id = i.transaction_id
  WHERE i.staff_id IS NOT NULL
  UNION ALL
  SELECT s.tenant_id, s.establishment_id, s.staff_id, s.refunded_at, -s.net_cents
  FROM sale_refund_lines s WHERE s.kind <> 'tip' AND s.staff_id IS NOT NULL;
--> statement-breakpoint
-- The client's spend: what their items brought, after discounts, without tax, less what refunds
-- took back of those items (a tip or its refund is never spend).
CREATE OR REPLACE VIEW client_payments WITH (security_invoker = true) AS
  SELECT t.tenant_id, t.client_id,
    coalesce((SELECT sum(i.total_cents - i.tax_cents - i.refunded_net_cents) FROM transaction_items i
      WHERE i.transaction_id = t.id), 0)::bigint AS spend_cents
  FROM transactions t
  WHERE t.client_id IS NOT NULL;
--> statement-breakpoint
-- The export's copy of the same spend (client_figures, 0027).
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
    SELECT sum(i.total_cents - i.tax_cents - i.refunded_net_cents)::bigint AS paid_cents
    FROM transactions t JOIN transaction_items i ON i.transaction_id = t.id
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
SELECT client_figures_refresh(ARRAY(SELECT DISTINCT client_id FROM transactions WHERE client_id IS NOT NULL));
