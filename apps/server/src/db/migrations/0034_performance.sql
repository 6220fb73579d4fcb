-- Read models of the performance module (issue #14 "Performance"): the people working at each
-- location with their role, each location's time zone, appointments, and paid sales' items,
-- tips and refunds, as the auth, establishments, appointments and checkout modules store them.
-- security_invoker: row-level security of the tables underneath applies to whoever reads.
CREATE VIEW performance_people WITH (security_invoker = true) AS
  SELECT ue.tenant_id, ue.establishment_id, u.id AS user_id,
    trim(u.first_name || ' ' || u.last_name) AS name, u.role, u.is_active
  FROM user_establishments ue
  JOIN users u ON u.id = ue.user_id;
--> statement-breakpoint
CREATE VIEW performance_places WITH (security_invoker = true) AS
  SELECT e.id, e.tenant_id, e.time_zone
  FROM establishments e;
--> statement-breakpoint
CREATE VIEW performance_appointments WITH (security_invoker = true) AS
  SELECT a.id, a.tenant_id, a.establishment_id, a.staff_id, a.client_id, coalesce(a.visit_id, a.id) AS visit_key,
    a.status, a.starts_at, a.ends_at, a.created_at
  FROM appointments a;
--> statement-breakpoint
-- Each sold item with its sale's place and time; net: after discounts, without tax (tips are
-- never on an item).
CREATE VIEW performance_sale_items WITH (security_invoker = true) AS
  SELECT t.tenant_id, t.establishment_id, t.id AS transaction_id, t.created_at, i.staff_id, i.kind,
    i.total_cents - i.tax_cents AS net_cents
  FROM transaction_items i
  JOIN transactions t ON t.id = i.transaction_id;
--> statement-breakpoint
CREATE VIEW performance_tips WITH (security_invoker = true) AS
  SELECT t.tenant_id, t.establishment_id, t.id AS transaction_id, t.created_at, p.staff_id, p.amount_cents
  FROM transaction_tips p
  JOIN transactions t ON t.id = p.transaction_id;
--> statement-breakpoint
-- A refund shared over its sale's items in proportion to each item's part of the sale's total
-- (the tax and tip parts of the refund fall on no one's revenue); cents, not yet rounded.
CREATE VIEW performance_refund_shares WITH (security_invoker = true) AS
  SELECT r.tenant_id, t.establishment_id, r.created_at, i.staff_id, i.kind,
    r.amount_cents::numeric * (i.total_cents - i.tax_cents) / t.total_cents AS share_cents
  FROM transaction_refunds r
  JOIN transactions t ON t.id = r.transaction_id AND t.total_cents > 0
  JOIN transaction_items i ON i.transaction_id = t.id;
--> statement-breakpoint
-- A month's refunds of a tenant by date (checkout indexes them by sale only).
CREATE INDEX transaction_refunds_created_idx ON transaction_refunds (tenant_id, created_at);
--> statement-breakpoint
-- A client's first completed visit (new or returning) is the first entry under their id.
CREATE INDEX appointments_client_completed_idx ON appointments (client_id, starts_at) WHERE status = 'completed';
