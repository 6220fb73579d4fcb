-- Read model of the appointments module (issue #13): the visits paid at the register, so the
-- calendar marks them. A visit is the appointments' visit id, or the single appointment's id;
-- paid tickets carry it as visit_key. Tickets announce their changes ('ticket').
CREATE VIEW appointment_paid_visits WITH (security_invoker = true) AS
  SELECT t.tenant_id, t.visit_key
  FROM tickets t
  WHERE t.status = 'paid' AND t.visit_key IS NOT NULL;
--> statement-breakpoint
CREATE INDEX tickets_paid_visit_idx ON tickets (visit_key) WHERE status = 'paid';
