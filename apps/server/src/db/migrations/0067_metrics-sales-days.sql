-- One set of sales figures (issue #31 "One metrics layer"; ARCHITECTURE.md "Figures"). Checkout
-- publishes what the figures need beyond a line's net: its gross and discount and quantity, each
-- sale's tenders and each refund's money. The metrics module owns per-day roll-ups of a
-- location's sales, cut in its zone: what each kind of line, staff member and service or product
-- sold and had refunded on the day (sales_day_lines), and the day's lines added up with its
-- tickets, tenders and refunds (sales_day_totals). A day is rolled up only once it is over in
-- the location's zone (and a grace period after, for a sale committing late), so nothing written
-- afterwards belongs to it: a refund counts on its own day. A report reads rolled days from here and the days since from the
-- sales themselves; a totals row (written even for a day without sales) marks a day rolled up.
CREATE OR REPLACE VIEW published.sale_lines WITH (security_invoker = true) AS
  SELECT i.id, i.tenant_id, i.transaction_id, i.appointment_id, i.kind, i.service_id, i.product_id,
    i.name, i.staff_id,
    i.gross_cents - i.discount_cents AS net_cents,
    CASE WHEN i.staff_id IS NULL THEN 0 ELSE i.gross_cents - i.discount_cents END AS commissionable_cents,
    i.tax_cents,
    i.refunded_net_cents,
    i.gross_cents,
    i.discount_cents,
    i.quantity
  FROM public.transaction_items i;
--> statement-breakpoint
CREATE VIEW published.sale_tenders WITH (security_invoker = true) AS
  SELECT id, tenant_id, transaction_id, type, amount_cents
  FROM public.transaction_tenders;
--> statement-breakpoint
CREATE VIEW published.sale_refunds WITH (security_invoker = true) AS
  SELECT id, tenant_id, transaction_id, created_at, amount_cents, cash_cents, tender
  FROM public.transaction_refunds;
--> statement-breakpoint
-- Published by services and inventory: the category a report groups by.
CREATE OR REPLACE VIEW published.services WITH (security_invoker = true) AS
  SELECT id, tenant_id, establishment_id, name, duration_minutes, price_cents, buffer_after_minutes,
    processing_start_minutes, processing_duration_minutes, is_active, taxable, category
  FROM public.services;
--> statement-breakpoint
CREATE OR REPLACE VIEW published.inventory_products WITH (security_invoker = true) AS
  SELECT id, tenant_id, establishment_id, name, price_cents, quantity, product_type, deleted_at, taxable,
    category
  FROM public.inventory_products;
--> statement-breakpoint
CREATE TABLE sales_day_lines (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  day date NOT NULL,
  kind text NOT NULL CONSTRAINT sales_day_lines_kind CHECK (kind IN ('service', 'product', 'tip')),
  staff_id uuid,
  service_id uuid,
  product_id uuid,
  -- Sold on the day (tips: the tip in net_cents).
  quantity integer NOT NULL,
  gross_cents bigint NOT NULL,
  discount_cents bigint NOT NULL,
  net_cents bigint NOT NULL,
  tax_cents bigint NOT NULL,
  -- Refunded on the day, whenever the sale was.
  refunded_net_cents bigint NOT NULL,
  refunded_tax_cents bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX sales_day_lines_day_idx ON sales_day_lines (establishment_id, day);
--> statement-breakpoint
SELECT app_tenant_table('sales_day_lines');
--> statement-breakpoint
-- A whole month's lines added up, written once the month's last day is rolled up, so that a
-- long period's breakdowns by category and staff member read a row per month and item rather
-- than one per day.
CREATE TABLE sales_month_lines (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  month date NOT NULL CONSTRAINT sales_month_lines_first CHECK (extract(day FROM month) = 1),
  kind text NOT NULL CONSTRAINT sales_month_lines_kind CHECK (kind IN ('service', 'product', 'tip')),
  staff_id uuid,
  service_id uuid,
  product_id uuid,
  quantity integer NOT NULL,
  gross_cents bigint NOT NULL,
  discount_cents bigint NOT NULL,
  net_cents bigint NOT NULL,
  tax_cents bigint NOT NULL,
  refunded_net_cents bigint NOT NULL,
  refunded_tax_cents bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX sales_month_lines_month_idx ON sales_month_lines (establishment_id, month);
--> statement-breakpoint
SELECT app_tenant_table('sales_month_lines');
--> statement-breakpoint
CREATE TABLE sales_day_totals (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  day date NOT NULL,
  -- The zone the day was cut in: a location that changes zone has its days rolled up again.
  time_zone text NOT NULL,
  -- The day's lines added up, so that a period's figures read one row a day (sales_day_lines
  -- is read only for breakdowns by category or staff member).
  gross_cents bigint NOT NULL,
  discount_cents bigint NOT NULL,
  service_net_cents bigint NOT NULL,
  service_refunded_cents bigint NOT NULL,
  product_net_cents bigint NOT NULL,
  product_refunded_cents bigint NOT NULL,
  tax_cents bigint NOT NULL,
  refunded_tax_cents bigint NOT NULL,
  tips_cents bigint NOT NULL,
  refunded_tips_cents bigint NOT NULL,
  tickets integer NOT NULL,
  card_cents bigint NOT NULL,
  cash_cents bigint NOT NULL,
  refunds integer NOT NULL,
  refunded_card_cents bigint NOT NULL,
  refunded_cash_cents bigint NOT NULL,
  rolled_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (establishment_id, day)
);
--> statement-breakpoint
SELECT app_tenant_table('sales_day_totals');
