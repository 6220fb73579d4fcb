-- Issue #28 "Overtime": whether payroll pays a person an overtime premium. US salons have
-- salaried non-exempt staff, so it is a per-person flag beside the pay type, not the pay type
-- itself. Existing records get their pay type's default (OVERTIME_EXEMPT_BY_PAY_TYPE in
-- packages/contracts/src/entities/employee.ts): Hourly eligible, Salary and Commission exempt,
-- which is what payroll paid until now.
ALTER TABLE employee_records ADD COLUMN overtime_exempt boolean;
--> statement-breakpoint
UPDATE employee_records SET overtime_exempt = pay_type <> 'Hourly';
--> statement-breakpoint
ALTER TABLE employee_records ALTER COLUMN overtime_exempt SET NOT NULL;
--> statement-breakpoint
-- No column default can read the pay type, so an insert that leaves the flag out (the seed, a
-- new hire without one) gets its pay type's default here, before NOT NULL is checked.
CREATE FUNCTION employee_records_overtime_exempt_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.overtime_exempt IS NULL THEN
    NEW.overtime_exempt := NEW.pay_type <> 'Hourly';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employee_records_overtime_exempt_default BEFORE INSERT ON employee_records
  FOR EACH ROW EXECUTE FUNCTION employee_records_overtime_exempt_default();
--> statement-breakpoint
-- Payroll's read model gains the flag; a person without a record is Hourly, so not exempt.
CREATE OR REPLACE VIEW payroll_people WITH (security_invoker = true) AS
  SELECT u.tenant_id, u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS name, u.role,
    u.is_active, coalesce(e.pay_type, 'Hourly') AS pay_type, coalesce(e.pay_rate_cents, 0) AS pay_rate_cents,
    coalesce(e.commission_percent, 0)::float8 AS commission_percent,
    coalesce(e.product_commission_percent, 0)::float8 AS product_commission_percent,
    coalesce(e.status, 'active') AS status, e.termination_date, e.date_joined, e.establishment_id AS home_establishment_id,
    coalesce(e.overtime_exempt, false) AS overtime_exempt
  FROM users u LEFT JOIN employee_records e ON e.user_id = u.id;
