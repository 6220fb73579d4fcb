-- Inventory (spec operations.md §3 Product, Supplier, Inventory order; issue #12).
-- Stock is a ledger: every change of a product's quantity is an inventory_stock_movements row,
-- written in the same transaction as the product's quantity under the product row's lock, so
-- the sum of a product's movements is its quantity on hand. Movements are never edited.
CREATE TABLE inventory_suppliers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name text NOT NULL,
  contact_person text,
  email text,
  phone text,
  street text,
  city text,
  state text,
  postal_code text,
  country text,
  notes text,
  payment_terms text,
  tax_id text,
  is_active boolean NOT NULL DEFAULT true,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX inventory_suppliers_name_idx ON inventory_suppliers (tenant_id, lower(name)) WHERE deleted_at IS NULL;
--> statement-breakpoint
SELECT app_tenant_table('inventory_suppliers', 'supplier');
--> statement-breakpoint
CREATE TABLE inventory_products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  name text NOT NULL,
  brand text,
  category text,
  sku text,
  barcode text,
  price_cents bigint NOT NULL DEFAULT 0 CONSTRAINT inventory_products_price CHECK (price_cents >= 0),
  cost_cents bigint NOT NULL DEFAULT 0 CONSTRAINT inventory_products_cost CHECK (cost_cents >= 0),
  quantity numeric(14, 3) NOT NULL DEFAULT 0 CONSTRAINT inventory_products_quantity CHECK (quantity >= 0),
  min_stock_level numeric(14, 3) NOT NULL DEFAULT 5 CONSTRAINT inventory_products_min CHECK (min_stock_level >= 0),
  supplier_id uuid REFERENCES inventory_suppliers(id) ON DELETE SET NULL,
  product_type text NOT NULL DEFAULT 'retail' CONSTRAINT inventory_products_type CHECK (product_type IN ('retail', 'backbar', 'both')),
  unit_of_measure text NOT NULL DEFAULT 'unit',
  description text,
  location text,
  current_weight numeric(14, 3),
  original_weight numeric(14, 3),
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- What the search box matches: name, brand, SKU and category, lower-cased with the common
  -- accents folded (the query is folded the same way), for LIKE and the trigram index.
  search_text text GENERATED ALWAYS AS (
    translate(lower(name || ' ' || coalesce(brand, '') || ' ' || coalesce(sku, '') || ' ' || coalesce(category, '')),
      'áàâäãåāéèêëēíìîïóòôöõøúùûüçñý', 'aaaaaaaeeeeeiiiiooooooouuuucny')
  ) STORED
);
--> statement-breakpoint
CREATE INDEX inventory_products_search_idx ON inventory_products USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX inventory_products_list_idx ON inventory_products (tenant_id, establishment_id, lower(name)) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX inventory_products_sku_idx ON inventory_products (establishment_id, lower(sku)) WHERE sku IS NOT NULL AND deleted_at IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX inventory_products_barcode_idx ON inventory_products (establishment_id, barcode) WHERE barcode IS NOT NULL AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX inventory_products_supplier_idx ON inventory_products (supplier_id);
--> statement-breakpoint
SELECT app_tenant_table('inventory_products', 'product');
--> statement-breakpoint
-- Order numbers count per tenant; the upsert takes the row's lock, so two orders never share one.
CREATE TABLE inventory_order_numbers (
  tenant_id uuid PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  last_number integer NOT NULL
);
--> statement-breakpoint
SELECT app_tenant_table('inventory_order_numbers');
--> statement-breakpoint
CREATE TABLE inventory_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  order_number integer NOT NULL,
  supplier_id uuid NOT NULL REFERENCES inventory_suppliers(id),
  status text NOT NULL DEFAULT 'pending' CONSTRAINT inventory_orders_status CHECK (
    status IN ('pending', 'approved', 'shipped', 'partially_received', 'received', 'cancelled')
  ),
  order_date date NOT NULL,
  expected_delivery_date date,
  actual_delivery_date date,
  subtotal_cents bigint NOT NULL DEFAULT 0,
  tax_cents bigint NOT NULL DEFAULT 0 CONSTRAINT inventory_orders_tax CHECK (tax_cents >= 0),
  shipping_cents bigint NOT NULL DEFAULT 0 CONSTRAINT inventory_orders_shipping CHECK (shipping_cents >= 0),
  total_cents bigint NOT NULL DEFAULT 0,
  notes text,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT inventory_orders_total CHECK (total_cents = subtotal_cents + tax_cents + shipping_cents)
);
--> statement-breakpoint
CREATE UNIQUE INDEX inventory_orders_number_idx ON inventory_orders (tenant_id, order_number);
--> statement-breakpoint
CREATE INDEX inventory_orders_list_idx ON inventory_orders (tenant_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX inventory_orders_supplier_idx ON inventory_orders (supplier_id, created_at DESC);
--> statement-breakpoint
SELECT app_tenant_table('inventory_orders', 'inventory_order');
--> statement-breakpoint
-- Receiving can never pass what was ordered: the database refuses it whatever the writer.
CREATE TABLE inventory_order_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES inventory_orders(id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES inventory_products(id),
  position integer NOT NULL,
  quantity numeric(14, 3) NOT NULL CONSTRAINT inventory_order_lines_quantity CHECK (quantity > 0),
  received_quantity numeric(14, 3) NOT NULL DEFAULT 0,
  unit_cost_cents bigint NOT NULL CONSTRAINT inventory_order_lines_cost CHECK (unit_cost_cents >= 0),
  CONSTRAINT inventory_order_lines_received CHECK (received_quantity >= 0 AND received_quantity <= quantity),
  CONSTRAINT inventory_order_lines_product UNIQUE (order_id, product_id)
);
--> statement-breakpoint
CREATE INDEX inventory_order_lines_order_idx ON inventory_order_lines (order_id, position);
--> statement-breakpoint
CREATE INDEX inventory_order_lines_product_idx ON inventory_order_lines (product_id);
--> statement-breakpoint
SELECT app_tenant_table('inventory_order_lines');
--> statement-breakpoint
CREATE TABLE inventory_stock_counts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  note text,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
SELECT app_tenant_table('inventory_stock_counts');
--> statement-breakpoint
CREATE TABLE inventory_stock_movements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Posting order: the ledger reads newest first by it (many movements share an instant).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES inventory_products(id) ON DELETE CASCADE,
  kind text NOT NULL CONSTRAINT inventory_stock_movements_kind CHECK (
    kind IN ('receipt', 'sale', 'return', 'usage', 'adjustment', 'count', 'transfer_out', 'transfer_in')
  ),
  quantity numeric(14, 3) NOT NULL,
  quantity_after numeric(14, 3) NOT NULL CONSTRAINT inventory_stock_movements_after CHECK (quantity_after >= 0),
  unit_cost_cents bigint,
  reason text,
  expected numeric(14, 3),
  counted numeric(14, 3),
  source_type text,
  source_id uuid,
  source_label text,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX inventory_stock_movements_product_idx ON inventory_stock_movements (product_id, seq DESC);
--> statement-breakpoint
CREATE INDEX inventory_stock_movements_usage_idx ON inventory_stock_movements (tenant_id, kind, created_at) WHERE kind IN ('usage', 'sale');
--> statement-breakpoint
SELECT app_tenant_table('inventory_stock_movements');
--> statement-breakpoint
-- Append-only: a correction is a new movement. Deletes cascading from a removed tenant or
-- location (trigger depth above 1) may pass; nothing else may change a posted movement.
CREATE FUNCTION inventory_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'stock movements are append-only' USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_stock_movements_append_only BEFORE UPDATE OR DELETE ON inventory_stock_movements
  FOR EACH ROW EXECUTE FUNCTION inventory_movements_append_only();
--> statement-breakpoint
-- Backbar: what one performance of a service consumes, in each product's unit. Completing an
-- appointment posts these as usage movements, once (the unique index on the source below).
CREATE TABLE inventory_service_products (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  service_id uuid NOT NULL REFERENCES services(id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES inventory_products(id) ON DELETE CASCADE,
  quantity numeric(14, 3) NOT NULL CONSTRAINT inventory_service_products_quantity CHECK (quantity > 0),
  PRIMARY KEY (service_id, product_id)
);
--> statement-breakpoint
CREATE INDEX inventory_service_products_product_idx ON inventory_service_products (product_id);
--> statement-breakpoint
SELECT app_tenant_table('inventory_service_products');
--> statement-breakpoint
CREATE UNIQUE INDEX inventory_stock_movements_usage_once_idx ON inventory_stock_movements (source_id, product_id)
  WHERE kind = 'usage' AND source_type = 'appointment';
--> statement-breakpoint
-- Read model: people as inventory names them (who posted a movement or created an order).
CREATE VIEW inventory_people WITH (security_invoker = true) AS
  SELECT u.tenant_id, u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS name
  FROM users u;
--> statement-breakpoint
-- Read model of the notifications module: who manages each establishment (low stock goes to
-- them): its managers, and the tenant's owners, who reach every location.
CREATE VIEW notification_manager_people WITH (security_invoker = true) AS
  SELECT ue.tenant_id, ue.establishment_id, u.id AS user_id
  FROM user_establishments ue JOIN users u ON u.id = ue.user_id
  WHERE u.is_active AND u.role = 'manager'
  UNION
  SELECT e.tenant_id, e.id AS establishment_id, u.id AS user_id
  FROM establishments e JOIN users u ON u.tenant_id = e.tenant_id
  WHERE u.is_active AND u.role = 'owner';
