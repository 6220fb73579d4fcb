-- The sales of a location in a period, as payroll reads them first (issue #14, pay run budget):
-- a pay run finds the period's sales through the time-ordered index, then their items and tips
-- by sale, which the planner would otherwise hash-join against every item of the tenant.
CREATE VIEW payroll_sales WITH (security_invoker = true) AS
  SELECT t.id, t.tenant_id, t.establishment_id, t.created_at
  FROM transactions t;
