-- Time off (spec operations.md §3 Time-off request and leave balances, §4, §9; issue #14).
-- A request covers whole local dates (inclusive) in its establishment's zone; `minutes` are the
-- person's scheduled working minutes over those dates, fixed when submitted or edited. A person's
-- live requests (pending or approved) never overlap: the exclusion constraint answers 23P01.
CREATE TABLE time_off_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CONSTRAINT time_off_requests_type CHECK (type IN ('vacation', 'sick', 'personal')),
  start_date date NOT NULL,
  end_date date NOT NULL,
  minutes integer NOT NULL CONSTRAINT time_off_requests_minutes CHECK (minutes > 0),
  status text NOT NULL DEFAULT 'pending' CONSTRAINT time_off_requests_status CHECK (status IN ('pending', 'approved', 'rejected')),
  notes text,
  reviewer_notes text,
  reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  -- The calendar block written on approval (staff module's addTimeOff).
  staff_time_off_id uuid REFERENCES staff_time_off(id) ON DELETE SET NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT time_off_requests_order CHECK (start_date <= end_date),
  CONSTRAINT time_off_requests_reviewed CHECK ((status = 'pending') = (reviewed_at IS NULL))
);
--> statement-breakpoint
ALTER TABLE time_off_requests ADD CONSTRAINT time_off_requests_no_overlap EXCLUDE USING gist (
  user_id WITH =, daterange(start_date, end_date, '[]') WITH &&
) WHERE (status <> 'rejected');
--> statement-breakpoint
CREATE INDEX time_off_requests_list_idx ON time_off_requests (tenant_id, establishment_id, start_date DESC);
--> statement-breakpoint
SELECT app_tenant_table('time_off_requests', 'time_off_request');
--> statement-breakpoint
-- One row per person: the lock every balance change takes (SELECT … FOR UPDATE), so that two
-- approvals of one person's requests check the balance one after the other.
CREATE TABLE leave_accounts (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE
);
--> statement-breakpoint
SELECT app_tenant_table('leave_accounts');
--> statement-breakpoint
-- The balance ledger: a balance is the sum of a person's entries of one type (spec §9: zero
-- without). Grants, accruals and positive adjustments add; deductions (one per approved request)
-- and expiries (carry-over past the policy's limit) subtract. `period` keys the policy's runs, so
-- running one period twice writes nothing the second time.
CREATE TABLE leave_ledger (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CONSTRAINT leave_ledger_type CHECK (type IN ('vacation', 'sick', 'personal')),
  kind text NOT NULL CONSTRAINT leave_ledger_kind CHECK (kind IN ('grant', 'accrual', 'deduction', 'adjustment', 'expiry')),
  minutes integer NOT NULL,
  effective_date date NOT NULL,
  request_id uuid REFERENCES time_off_requests(id) ON DELETE RESTRICT,
  period text,
  note text,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT leave_ledger_sign CHECK (
    (kind IN ('grant', 'accrual') AND minutes > 0)
    OR (kind IN ('deduction', 'expiry') AND minutes < 0)
    OR (kind = 'adjustment' AND minutes <> 0)
  ),
  CONSTRAINT leave_ledger_deduction CHECK ((kind = 'deduction') = (request_id IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX leave_ledger_request_idx ON leave_ledger (request_id) WHERE request_id IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX leave_ledger_period_idx ON leave_ledger (user_id, type, period) WHERE period IS NOT NULL;
--> statement-breakpoint
CREATE INDEX leave_ledger_user_idx ON leave_ledger (tenant_id, user_id, type);
--> statement-breakpoint
SELECT app_tenant_table('leave_ledger', 'leave_entry');
--> statement-breakpoint
-- The tenant's optional accrual policy, one row per leave type: minutes earned each period,
-- the balance it stops at (null: no cap) and what a year carries into the next (null: all).
CREATE TABLE leave_policies (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  type text NOT NULL CONSTRAINT leave_policies_type CHECK (type IN ('vacation', 'sick', 'personal')),
  frequency text NOT NULL DEFAULT 'bi-weekly' CONSTRAINT leave_policies_frequency CHECK (frequency IN ('bi-weekly', 'monthly')),
  minutes_per_period integer NOT NULL CONSTRAINT leave_policies_rate CHECK (minutes_per_period >= 0 AND minutes_per_period <= 100000),
  cap_minutes integer CONSTRAINT leave_policies_cap CHECK (cap_minutes >= 0),
  carry_over_minutes integer CONSTRAINT leave_policies_carry CHECK (carry_over_minutes >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, type)
);
--> statement-breakpoint
SELECT app_tenant_table('leave_policies');
--> statement-breakpoint
-- Read models of the time-off module: people's names, and the appointments a leave clashes with.
CREATE VIEW time_off_people WITH (security_invoker = true) AS
  SELECT u.tenant_id, u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS name
  FROM users u;
--> statement-breakpoint
CREATE VIEW time_off_appointments WITH (security_invoker = true) AS
  SELECT a.id, a.tenant_id, a.establishment_id, a.staff_id, a.client_name, a.service_name, a.status,
    a.starts_at, a.ends_at
  FROM appointments a
  WHERE a.status NOT IN ('cancelled', 'no_show');
