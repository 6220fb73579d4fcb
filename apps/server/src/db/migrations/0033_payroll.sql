-- Payroll (issue #14 "Payroll", "My Earnings"; spec operations.md §9 bi-weekly): the tenant's
-- pay period, commission plans, and pay runs with one line per person. One run per location and
-- period (unique); a finalised run and its lines never change again (trigger). Money is integer
-- cents; percents carry two decimals.
CREATE TABLE payroll_settings (
  tenant_id uuid PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  period_kind text NOT NULL DEFAULT 'bi-weekly' CONSTRAINT payroll_settings_kind CHECK (period_kind IN ('weekly', 'bi-weekly', 'semi-monthly', 'monthly')),
  anchor_date date NOT NULL DEFAULT date '2026-01-05',
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
SELECT app_tenant_table('payroll_settings');
--> statement-breakpoint
-- Tiers: [{"fromCents", "toCents" (null: open), "percent"}], contiguous from 0 (checked by the
-- API); overrides: {"<service id>": percent}.
CREATE TABLE commission_plans (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  service_percent numeric(5, 2) NOT NULL CONSTRAINT commission_plans_service CHECK (service_percent BETWEEN 0 AND 100),
  product_percent numeric(5, 2) NOT NULL CONSTRAINT commission_plans_product CHECK (product_percent BETWEEN 0 AND 100),
  overrides jsonb NOT NULL DEFAULT '{}',
  tier_mode text CONSTRAINT commission_plans_mode CHECK (tier_mode IN ('all', 'progressive')),
  tiers jsonb,
  updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT commission_plans_tiers CHECK ((tier_mode IS NULL) = (tiers IS NULL))
);
--> statement-breakpoint
SELECT app_tenant_table('commission_plans');
--> statement-breakpoint
CREATE TABLE pay_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  period_start date NOT NULL,
  period_end date NOT NULL,
  status text NOT NULL DEFAULT 'draft' CONSTRAINT pay_runs_status CHECK (status IN ('draft', 'finalised')),
  minutes bigint NOT NULL DEFAULT 0,
  hourly_cents bigint NOT NULL DEFAULT 0,
  salary_cents bigint NOT NULL DEFAULT 0,
  commission_cents bigint NOT NULL DEFAULT 0,
  tips_cents bigint NOT NULL DEFAULT 0,
  gross_cents bigint NOT NULL DEFAULT 0,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finalised_by uuid REFERENCES users(id) ON DELETE SET NULL,
  finalised_at timestamptz,
  CONSTRAINT pay_runs_period CHECK (period_end >= period_start),
  CONSTRAINT pay_runs_finalised CHECK ((status = 'finalised') = (finalised_at IS NOT NULL))
);
--> statement-breakpoint
-- One run per location and period, whatever the writers.
CREATE UNIQUE INDEX pay_runs_period_idx ON pay_runs (establishment_id, period_start);
--> statement-breakpoint
CREATE INDEX pay_runs_tenant_idx ON pay_runs (tenant_id, establishment_id, period_start DESC);
--> statement-breakpoint
SELECT app_tenant_table('pay_runs', 'pay_run');
--> statement-breakpoint
CREATE TABLE pay_run_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  pay_run_id uuid NOT NULL REFERENCES pay_runs(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  pay_type text NOT NULL,
  rate_cents bigint NOT NULL,
  minutes integer NOT NULL,
  hourly_cents bigint NOT NULL,
  salary_cents bigint NOT NULL,
  service_sales_cents bigint NOT NULL,
  product_sales_cents bigint NOT NULL,
  service_commission_cents bigint NOT NULL,
  product_commission_cents bigint NOT NULL,
  refund_reversal_cents bigint NOT NULL CONSTRAINT pay_run_lines_reversal CHECK (refund_reversal_cents <= 0),
  guarantee_cents bigint NOT NULL CONSTRAINT pay_run_lines_guarantee CHECK (guarantee_cents >= 0),
  tips_cents bigint NOT NULL,
  gross_cents bigint NOT NULL,
  -- The plan the line was computed with, and the sales, tips and refunds behind it.
  plan jsonb NOT NULL,
  details jsonb NOT NULL DEFAULT '[]',
  CONSTRAINT pay_run_lines_person UNIQUE (pay_run_id, user_id)
);
--> statement-breakpoint
CREATE INDEX pay_run_lines_user_idx ON pay_run_lines (user_id);
--> statement-breakpoint
SELECT app_tenant_table('pay_run_lines');
--> statement-breakpoint
-- A finalised run is a record of what was paid: neither it nor its lines change again (deletes
-- cascading from a removed tenant, location or person pass).
CREATE FUNCTION pay_runs_finalised_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  IF OLD.status = 'finalised' THEN
    RAISE EXCEPTION 'pay run % is finalised', OLD.id USING ERRCODE = 'check_violation',
      CONSTRAINT = 'pay_runs_finalised_immutable';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER pay_runs_finalised_guard BEFORE UPDATE OR DELETE ON pay_runs
  FOR EACH ROW EXECUTE FUNCTION pay_runs_finalised_guard();
--> statement-breakpoint
CREATE FUNCTION pay_run_lines_finalised_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  run_id uuid := CASE WHEN TG_OP = 'INSERT' THEN NEW.pay_run_id ELSE OLD.pay_run_id END;
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  IF EXISTS (SELECT 1 FROM pay_runs r WHERE r.id = run_id AND r.status = 'finalised')
     OR (TG_OP = 'UPDATE' AND NEW.pay_run_id <> OLD.pay_run_id) THEN
    RAISE EXCEPTION 'pay run % is finalised', run_id USING ERRCODE = 'check_violation',
      CONSTRAINT = 'pay_runs_finalised_immutable';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER pay_run_lines_finalised_guard BEFORE INSERT OR UPDATE OR DELETE ON pay_run_lines
  FOR EACH ROW EXECUTE FUNCTION pay_run_lines_finalised_guard();
--> statement-breakpoint
-- Read models of the payroll module: people with their pay terms (defaults without an employee
-- record), assignments, worked time, sales, tips and refunds, as other modules store them.
CREATE VIEW payroll_people WITH (security_invoker = true) AS
  SELECT u.tenant_id, u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS name, u.role,
    u.is_active, coalesce(e.pay_type, 'Hourly') AS pay_type, coalesce(e.pay_rate_cents, 0) AS pay_rate_cents,
    coalesce(e.commission_percent, 0)::float8 AS commission_percent,
    coalesce(e.product_commission_percent, 0)::float8 AS product_commission_percent,
    coalesce(e.status, 'active') AS status, e.termination_date, e.date_joined, e.establishment_id AS home_establishment_id
  FROM users u LEFT JOIN employee_records e ON e.user_id = u.id;
--> statement-breakpoint
CREATE VIEW payroll_assignments WITH (security_invoker = true) AS
  SELECT ue.tenant_id, ue.user_id, ue.establishment_id FROM user_establishments ue;
--> statement-breakpoint
CREATE VIEW payroll_services WITH (security_invoker = true) AS
  SELECT s.id, s.tenant_id, s.establishment_id, s.name FROM services s;
--> statement-breakpoint
-- Closed shifts with their worked seconds (length less breaks; an unended break ends at clock-out).
CREATE VIEW payroll_shifts WITH (security_invoker = true) AS
  SELECT s.id, s.tenant_id, s.establishment_id, s.user_id, s.clock_in_at,
    extract(epoch FROM s.clock_out_at - s.clock_in_at)
      - coalesce((SELECT sum(extract(epoch FROM coalesce(b.ended_at, s.clock_out_at) - b.started_at))
                  FROM time_clock_breaks b WHERE b.shift_id = s.id), 0) AS worked_seconds
  FROM time_clock_shifts s WHERE s.clock_out_at IS NOT NULL;
--> statement-breakpoint
CREATE VIEW payroll_sale_items WITH (security_invoker = true) AS
  SELECT i.id, i.tenant_id, t.establishment_id, t.id AS transaction_id, t.number, t.created_at,
    t.total_cents AS transaction_total_cents, i.kind, i.service_id, i.name, i.staff_id,
    i.gross_cents - i.discount_cents AS net_cents
  FROM transaction_items i JOIN transactions t ON t.id = i.transaction_id;
--> statement-breakpoint
CREATE VIEW payroll_tips WITH (security_invoker = true) AS
  SELECT p.id, p.tenant_id, t.establishment_id, t.id AS transaction_id, t.number, t.created_at, p.staff_id, p.amount_cents
  FROM transaction_tips p JOIN transactions t ON t.id = p.transaction_id;
--> statement-breakpoint
CREATE VIEW payroll_refunds WITH (security_invoker = true) AS
  SELECT r.id, r.tenant_id, t.establishment_id, t.id AS transaction_id, t.number, r.created_at,
    r.amount_cents, t.total_cents AS transaction_total_cents
  FROM transaction_refunds r JOIN transactions t ON t.id = r.transaction_id;
