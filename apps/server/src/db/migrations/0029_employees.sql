-- Employee records (spec operations.md §3 Employee, §4, §9; issue #14): the HR and pay side of a
-- person who signs in (users) and, when they perform services, is booked in the calendar
-- (staff_profiles): one person, one record. A person without a row has the spec's defaults
-- (W2, Hourly, bi-weekly, active). Money is integer cents; commission a percent of net sales.
CREATE TABLE employee_records (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  -- Home location (where pay runs and HR lists place the person); null: their first assignment.
  establishment_id uuid REFERENCES establishments(id) ON DELETE SET NULL,
  employee_type text NOT NULL DEFAULT 'W2' CONSTRAINT employee_records_type CHECK (employee_type IN ('W2', '1099')),
  pay_type text NOT NULL DEFAULT 'Hourly' CONSTRAINT employee_records_pay_type CHECK (pay_type IN ('Hourly', 'Salary', 'Commission')),
  -- Hourly: cents per hour; Salary: cents per year; Commission: a guaranteed hourly minimum (0: none).
  pay_rate_cents bigint NOT NULL DEFAULT 0 CONSTRAINT employee_records_pay_rate CHECK (pay_rate_cents >= 0 AND pay_rate_cents <= 100000000),
  commission_percent numeric(5, 2) NOT NULL DEFAULT 0 CONSTRAINT employee_records_commission CHECK (commission_percent >= 0 AND commission_percent <= 100),
  product_commission_percent numeric(5, 2) NOT NULL DEFAULT 0 CONSTRAINT employee_records_product_commission CHECK (product_commission_percent >= 0 AND product_commission_percent <= 100),
  pay_period text NOT NULL DEFAULT 'bi-weekly' CONSTRAINT employee_records_pay_period CHECK (pay_period IN ('weekly', 'bi-weekly', 'semi-monthly', 'monthly')),
  specialization text,
  years_of_experience integer CONSTRAINT employee_records_experience CHECK (years_of_experience BETWEEN 0 AND 80),
  level text,
  service_rate_cents bigint CONSTRAINT employee_records_service_rate CHECK (service_rate_cents >= 0),
  address text,
  date_joined date NOT NULL DEFAULT current_date,
  status text NOT NULL DEFAULT 'active' CONSTRAINT employee_records_status CHECK (status IN ('active', 'terminated')),
  termination_date date,
  terminated_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT employee_records_termination CHECK ((status = 'terminated') = (termination_date IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX employee_records_tenant_idx ON employee_records (tenant_id, establishment_id);
--> statement-breakpoint
SELECT app_tenant_table('employee_records', 'employee');
--> statement-breakpoint
-- Reads of the employees module across the tables of others (auth, staff, establishments,
-- services, appointments), owned by this module: no other module's schema is imported.
CREATE VIEW employee_people WITH (security_invoker = true) AS
  SELECT u.id, u.tenant_id, u.first_name, u.last_name, u.email, u.phone, u.avatar_url, u.role, u.is_active,
    sp.title AS job_title, sp.bio AS biography
  FROM users u LEFT JOIN staff_profiles sp ON sp.user_id = u.id;
--> statement-breakpoint
CREATE VIEW employee_assignments WITH (security_invoker = true) AS
  SELECT ue.tenant_id, ue.user_id, ue.establishment_id FROM user_establishments ue;
--> statement-breakpoint
CREATE VIEW employee_services WITH (security_invoker = true) AS
  SELECT ss.tenant_id, ss.user_id, ss.service_id, s.name AS service_name, s.is_active
  FROM service_staff ss JOIN services s ON s.id = ss.service_id;
--> statement-breakpoint
CREATE VIEW employee_appointments WITH (security_invoker = true) AS
  SELECT a.id, a.tenant_id, a.establishment_id, a.staff_id, a.service_id, a.service_name, a.client_name,
    a.starts_at, a.ends_at, a.status
  FROM appointments a;
