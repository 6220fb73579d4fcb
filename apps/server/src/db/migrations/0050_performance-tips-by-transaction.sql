-- Performance's tips (issue #28, the dashboards afresh): driven from the period's transactions,
-- each probing its tips through transaction_tips_transaction_idx. Joined the plain way, the
-- planner hashed every tip of the tenant (a sequential scan of 30,000 rows in the full demo)
-- to keep the ~900 of a week; OFFSET 0 keeps the lookup per transaction whatever it estimates.
CREATE OR REPLACE VIEW performance_tips WITH (security_invoker = true) AS
  SELECT t.tenant_id, t.establishment_id, t.id AS transaction_id, t.created_at, p.staff_id, p.amount_cents
  FROM transactions t
  CROSS JOIN LATERAL (SELECT p.staff_id, p.amount_cents FROM transaction_tips p
    WHERE p.transaction_id = t.id OFFSET 0) p
  UNION ALL
  SELECT s.tenant_id, s.establishment_id, s.transaction_id, s.refunded_at, s.staff_id, -s.net_cents
  FROM sale_refund_lines s WHERE s.kind = 'tip';
