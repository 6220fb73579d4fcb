-- Checkout (spec operations.md §3 Ticket, Transaction, Register state; issue #13). A ticket is
-- the open sale of a visit; paying it writes one transaction (UNIQUE ticket_id: a ticket is
-- never paid twice, whatever the writers). Money is integer cents; the CHECKs hold the totals
-- together and keep refunds within what was paid, so no writer can break them.
ALTER TABLE services ADD COLUMN taxable boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE inventory_products ADD COLUMN taxable boolean NOT NULL DEFAULT true;
--> statement-breakpoint
CREATE TABLE register_settings (
  establishment_id uuid PRIMARY KEY REFERENCES establishments(id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  tax_rate numeric(7, 5) NOT NULL DEFAULT 0.08 CONSTRAINT register_settings_tax CHECK (tax_rate >= 0 AND tax_rate <= 0.25),
  drawer_threshold_cents bigint NOT NULL DEFAULT 500 CONSTRAINT register_settings_threshold CHECK (drawer_threshold_cents >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
SELECT app_tenant_table('register_settings', 'register_settings');
--> statement-breakpoint
-- Ticket and transaction numbers count per tenant; the upsert takes the row's lock.
CREATE TABLE checkout_numbers (
  tenant_id uuid PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  last_ticket integer NOT NULL DEFAULT 0,
  last_transaction integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
SELECT app_tenant_table('checkout_numbers');
--> statement-breakpoint
CREATE TABLE cash_drawer_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'open' CONSTRAINT cash_drawer_sessions_status CHECK (status IN ('open', 'closed')),
  float_cents bigint NOT NULL CONSTRAINT cash_drawer_sessions_float CHECK (float_cents >= 0),
  opened_by uuid REFERENCES users(id) ON DELETE SET NULL,
  opened_at timestamptz NOT NULL DEFAULT now(),
  closed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  closed_at timestamptz,
  counts jsonb,
  counted_cents bigint,
  expected_cents bigint,
  difference_cents bigint,
  note text,
  CONSTRAINT cash_drawer_sessions_closed CHECK (
    (status = 'open' AND closed_at IS NULL AND counted_cents IS NULL)
    OR (status = 'closed' AND closed_at IS NOT NULL AND counted_cents IS NOT NULL AND expected_cents IS NOT NULL
        AND difference_cents = counted_cents - expected_cents)
  )
);
--> statement-breakpoint
-- One drawer per location, one open session per drawer.
CREATE UNIQUE INDEX cash_drawer_sessions_open_idx ON cash_drawer_sessions (establishment_id) WHERE status = 'open';
--> statement-breakpoint
CREATE INDEX cash_drawer_sessions_list_idx ON cash_drawer_sessions (tenant_id, establishment_id, opened_at DESC);
--> statement-breakpoint
SELECT app_tenant_table('cash_drawer_sessions', 'drawer_session');
--> statement-breakpoint
-- A closed session is never edited; deletes cascading from a removed tenant or location pass.
CREATE FUNCTION cash_drawer_sessions_closed_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  IF OLD.status = 'closed' THEN
    RAISE EXCEPTION 'a closed drawer session is never edited' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER cash_drawer_sessions_final BEFORE UPDATE OR DELETE ON cash_drawer_sessions
  FOR EACH ROW EXECUTE FUNCTION cash_drawer_sessions_closed_is_final();
--> statement-breakpoint
CREATE TABLE cash_drawer_movements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  session_id uuid NOT NULL REFERENCES cash_drawer_sessions(id) ON DELETE CASCADE,
  kind text NOT NULL CONSTRAINT cash_drawer_movements_kind CHECK (kind IN ('pay_in', 'pay_out')),
  amount_cents bigint NOT NULL CONSTRAINT cash_drawer_movements_amount CHECK (amount_cents > 0),
  reason text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX cash_drawer_movements_session_idx ON cash_drawer_movements (session_id, created_at);
--> statement-breakpoint
SELECT app_tenant_table('cash_drawer_movements');
--> statement-breakpoint
CREATE TABLE tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  number integer NOT NULL,
  appointment_id uuid REFERENCES appointments(id) ON DELETE SET NULL,
  -- The visit it sells: the appointments' visit id, or the single appointment's id.
  visit_key uuid,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  client_name text,
  status text NOT NULL DEFAULT 'open' CONSTRAINT tickets_status CHECK (status IN ('open', 'paid', 'voided')),
  priority text NOT NULL DEFAULT 'normal' CONSTRAINT tickets_priority CHECK (priority IN ('low', 'normal', 'high')),
  staff_ids uuid[] NOT NULL DEFAULT '{}',
  notes text,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  voided_at timestamptz,
  voided_by uuid REFERENCES users(id) ON DELETE SET NULL,
  void_reason text,
  CONSTRAINT tickets_paid CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
  CONSTRAINT tickets_voided CHECK ((status = 'voided') = (voided_at IS NOT NULL AND void_reason IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX tickets_number_idx ON tickets (tenant_id, number);
--> statement-breakpoint
-- A visit has one live ticket: opening it twice answers the first.
CREATE UNIQUE INDEX tickets_visit_live_idx ON tickets (visit_key) WHERE status <> 'voided';
--> statement-breakpoint
CREATE INDEX tickets_list_idx ON tickets (tenant_id, establishment_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX tickets_staff_idx ON tickets USING gin (staff_ids);
--> statement-breakpoint
SELECT app_tenant_table('tickets', 'ticket');
--> statement-breakpoint
CREATE TABLE ticket_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  ticket_id uuid NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  position integer NOT NULL,
  kind text NOT NULL CONSTRAINT ticket_lines_kind CHECK (kind IN ('service', 'product')),
  service_id uuid REFERENCES services(id) ON DELETE SET NULL,
  product_id uuid REFERENCES inventory_products(id) ON DELETE SET NULL,
  appointment_id uuid REFERENCES appointments(id) ON DELETE SET NULL,
  name text NOT NULL,
  staff_id uuid REFERENCES users(id) ON DELETE SET NULL,
  unit_price_cents bigint NOT NULL CONSTRAINT ticket_lines_price CHECK (unit_price_cents >= 0),
  quantity integer NOT NULL CONSTRAINT ticket_lines_quantity CHECK (quantity BETWEEN 1 AND 999),
  taxable boolean NOT NULL,
  discount_type text CONSTRAINT ticket_lines_discount_type CHECK (discount_type IN ('fixed', 'percent')),
  discount_value numeric(12, 2),
  CONSTRAINT ticket_lines_discount CHECK ((discount_type IS NULL) = (discount_value IS NULL))
);
--> statement-breakpoint
CREATE INDEX ticket_lines_ticket_idx ON ticket_lines (ticket_id, position);
--> statement-breakpoint
SELECT app_tenant_table('ticket_lines');
--> statement-breakpoint
CREATE TABLE transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  number integer NOT NULL,
  ticket_id uuid NOT NULL REFERENCES tickets(id),
  cashier_id uuid REFERENCES users(id) ON DELETE SET NULL,
  cashier_name text,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  customer_name text,
  customer_phone text,
  customer_email text,
  subtotal_cents bigint NOT NULL CONSTRAINT transactions_subtotal CHECK (subtotal_cents >= 0),
  discount_cents bigint NOT NULL CONSTRAINT transactions_discount CHECK (discount_cents >= 0 AND discount_cents <= subtotal_cents),
  tax_cents bigint NOT NULL CONSTRAINT transactions_tax CHECK (tax_cents >= 0),
  tip_cents bigint NOT NULL CONSTRAINT transactions_tip CHECK (tip_cents >= 0),
  total_cents bigint NOT NULL,
  refunded_cents bigint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'completed' CONSTRAINT transactions_status CHECK (status IN ('completed', 'refunded')),
  order_discount_type text CONSTRAINT transactions_order_discount_type CHECK (order_discount_type IN ('fixed', 'percent')),
  order_discount_value numeric(12, 2),
  tip_split text NOT NULL DEFAULT 'even' CONSTRAINT transactions_tip_split CHECK (tip_split IN ('even', 'service_share', 'manual')),
  drawer_session_id uuid REFERENCES cash_drawer_sessions(id),
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  refunded_at timestamptz,
  refund_reason text,
  CONSTRAINT transactions_total CHECK (total_cents = subtotal_cents - discount_cents + tax_cents + tip_cents),
  CONSTRAINT transactions_refunded CHECK (refunded_cents >= 0 AND refunded_cents <= total_cents),
  CONSTRAINT transactions_refunded_status CHECK ((status = 'refunded') = (total_cents > 0 AND refunded_cents = total_cents))
);
--> statement-breakpoint
CREATE UNIQUE INDEX transactions_ticket_idx ON transactions (ticket_id);
--> statement-breakpoint
CREATE UNIQUE INDEX transactions_number_idx ON transactions (tenant_id, number);
--> statement-breakpoint
CREATE INDEX transactions_list_idx ON transactions (tenant_id, establishment_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX transactions_client_idx ON transactions (client_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX transactions_drawer_idx ON transactions (drawer_session_id);
--> statement-breakpoint
SELECT app_tenant_table('transactions', 'transaction');
--> statement-breakpoint
CREATE TABLE transaction_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  transaction_id uuid NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
  position integer NOT NULL,
  kind text NOT NULL CONSTRAINT transaction_items_kind CHECK (kind IN ('service', 'product')),
  service_id uuid REFERENCES services(id) ON DELETE SET NULL,
  product_id uuid REFERENCES inventory_products(id) ON DELETE SET NULL,
  appointment_id uuid REFERENCES appointments(id) ON DELETE SET NULL,
  name text NOT NULL,
  staff_id uuid REFERENCES users(id) ON DELETE SET NULL,
  staff_name text,
  unit_price_cents bigint NOT NULL CONSTRAINT transaction_items_price CHECK (unit_price_cents >= 0),
  quantity integer NOT NULL CONSTRAINT transaction_items_quantity CHECK (quantity >= 1),
  taxable boolean NOT NULL,
  gross_cents bigint NOT NULL,
  discount_cents bigint NOT NULL CONSTRAINT transaction_items_discount CHECK (discount_cents >= 0 AND discount_cents <= gross_cents),
  tax_cents bigint NOT NULL CONSTRAINT transaction_items_tax CHECK (tax_cents >= 0),
  total_cents bigint NOT NULL,
  returned_quantity integer NOT NULL DEFAULT 0,
  CONSTRAINT transaction_items_gross CHECK (gross_cents = unit_price_cents * quantity),
  CONSTRAINT transaction_items_total CHECK (total_cents = gross_cents - discount_cents + tax_cents),
  CONSTRAINT transaction_items_returned CHECK (returned_quantity >= 0 AND returned_quantity <= quantity)
);
--> statement-breakpoint
CREATE INDEX transaction_items_transaction_idx ON transaction_items (transaction_id, position);
--> statement-breakpoint
CREATE INDEX transaction_items_staff_idx ON transaction_items (staff_id, transaction_id);
--> statement-breakpoint
CREATE INDEX transaction_items_appointment_idx ON transaction_items (appointment_id);
--> statement-breakpoint
SELECT app_tenant_table('transaction_items');
--> statement-breakpoint
-- Card payments come from the salon's own terminal: brand, last 4 and authorisation code only.
CREATE TABLE transaction_tenders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  transaction_id uuid NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
  position integer NOT NULL,
  type text NOT NULL CONSTRAINT transaction_tenders_type CHECK (type IN ('cash', 'card')),
  amount_cents bigint NOT NULL CONSTRAINT transaction_tenders_amount CHECK (amount_cents > 0),
  received_cents bigint,
  change_cents bigint NOT NULL DEFAULT 0 CONSTRAINT transaction_tenders_change CHECK (change_cents >= 0),
  card_type text,
  card_last4 text CONSTRAINT transaction_tenders_last4 CHECK (card_last4 ~ '^[0-9]{4}$'),
  auth_code text,
  refunded_cents bigint NOT NULL DEFAULT 0,
  CONSTRAINT transaction_tenders_card CHECK ((type = 'card') = (card_last4 IS NOT NULL AND card_type IS NOT NULL)),
  CONSTRAINT transaction_tenders_cash CHECK (type = 'card' OR received_cents = amount_cents + change_cents),
  CONSTRAINT transaction_tenders_refunded CHECK (refunded_cents >= 0 AND refunded_cents <= amount_cents)
);
--> statement-breakpoint
CREATE INDEX transaction_tenders_transaction_idx ON transaction_tenders (transaction_id, position);
--> statement-breakpoint
SELECT app_tenant_table('transaction_tenders');
--> statement-breakpoint
CREATE TABLE transaction_tips (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  transaction_id uuid NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
  staff_id uuid REFERENCES users(id) ON DELETE SET NULL,
  amount_cents bigint NOT NULL CONSTRAINT transaction_tips_amount CHECK (amount_cents >= 0)
);
--> statement-breakpoint
CREATE INDEX transaction_tips_transaction_idx ON transaction_tips (transaction_id);
--> statement-breakpoint
CREATE INDEX transaction_tips_staff_idx ON transaction_tips (staff_id, transaction_id);
--> statement-breakpoint
SELECT app_tenant_table('transaction_tips');
--> statement-breakpoint
CREATE TABLE transaction_refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  transaction_id uuid NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
  amount_cents bigint NOT NULL CONSTRAINT transaction_refunds_amount CHECK (amount_cents > 0),
  -- The part paid back in cash, out of the drawer session named.
  cash_cents bigint NOT NULL DEFAULT 0 CONSTRAINT transaction_refunds_cash CHECK (cash_cents >= 0 AND cash_cents <= amount_cents),
  tender text NOT NULL CONSTRAINT transaction_refunds_tender CHECK (tender IN ('original', 'cash')),
  reason text NOT NULL,
  drawer_session_id uuid REFERENCES cash_drawer_sessions(id),
  restock jsonb NOT NULL DEFAULT '[]',
  refunded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT transaction_refunds_drawer CHECK (cash_cents = 0 OR drawer_session_id IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX transaction_refunds_transaction_idx ON transaction_refunds (transaction_id, created_at);
--> statement-breakpoint
CREATE INDEX transaction_refunds_drawer_idx ON transaction_refunds (drawer_session_id);
--> statement-breakpoint
SELECT app_tenant_table('transaction_refunds');
--> statement-breakpoint
-- Read models of the checkout module: what it sells and to whom, as other modules store them.
CREATE VIEW checkout_people WITH (security_invoker = true) AS
  SELECT u.tenant_id, u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS name, u.email
  FROM users u;
--> statement-breakpoint
CREATE VIEW checkout_services WITH (security_invoker = true) AS
  SELECT s.id, s.tenant_id, s.establishment_id, s.name, s.price_cents, s.taxable
  FROM services s;
--> statement-breakpoint
CREATE VIEW checkout_products WITH (security_invoker = true) AS
  SELECT p.id, p.tenant_id, p.establishment_id, p.name, p.price_cents, p.taxable, p.product_type, p.quantity,
    p.deleted_at IS NULL AS is_available
  FROM inventory_products p;
--> statement-breakpoint
CREATE VIEW checkout_appointments WITH (security_invoker = true) AS
  SELECT a.id, a.tenant_id, a.establishment_id, a.visit_id, coalesce(a.visit_id, a.id) AS visit_key, a.client_id,
    a.client_name, a.staff_id, a.service_id, a.service_name, a.price_cents, a.status, a.starts_at
  FROM appointments a;
--> statement-breakpoint
CREATE VIEW checkout_clients WITH (security_invoker = true) AS
  SELECT c.id, c.tenant_id, c.name, c.email, c.phone
  FROM clients c;
