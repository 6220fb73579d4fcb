-- A client's stored figures become the CRM's reaction to other modules' business events
-- (issue #30): the triggers on appointments, transactions and transaction items that wrote the
-- CRM's table go. The clients module refreshes the clients an event names
-- (client-figures.keeper.ts) and reconciles every client on a schedule, for writes that record
-- no event (a price edit of a completed visit, a bulk demo load).
DROP TRIGGER appointments_client_figures_insert ON appointments;
--> statement-breakpoint
DROP TRIGGER appointments_client_figures_update ON appointments;
--> statement-breakpoint
DROP TRIGGER appointments_client_figures_delete ON appointments;
--> statement-breakpoint
DROP TRIGGER transactions_client_figures_insert ON transactions;
--> statement-breakpoint
DROP TRIGGER transactions_client_figures_update ON transactions;
--> statement-breakpoint
DROP TRIGGER transaction_items_client_figures_insert ON transaction_items;
--> statement-breakpoint
DROP FUNCTION client_figures_after_insert();
--> statement-breakpoint
DROP FUNCTION client_figures_after_update();
--> statement-breakpoint
DROP FUNCTION client_figures_after_delete();
--> statement-breakpoint
DROP FUNCTION client_figures_after_transactions();
--> statement-breakpoint
DROP FUNCTION client_figures_after_transaction_insert();
--> statement-breakpoint
DROP FUNCTION client_figures_after_items();
--> statement-breakpoint
DROP FUNCTION client_figures_refresh(uuid[]);
--> statement-breakpoint
-- The figures of clients `ids`, from what the appointments and checkout modules publish, with
-- the caller's rights: no trigger of another module's table runs it any more, so row-level
-- security keeps it inside the caller's tenant. A row whose figures did not change is not
-- rewritten (the schedule refreshes every client). Answers how many rows it wrote.
CREATE FUNCTION client_figures_refresh(ids uuid[]) RETURNS integer
  LANGUAGE sql SET search_path TO 'public', 'pg_temp'
AS $$
  WITH written AS (
    INSERT INTO client_figures AS f
      (client_id, tenant_id, visit_count, service_cents, last_visit_at, last_visit_establishment_id, paid_cents)
    SELECT c.id, c.tenant_id, coalesce(v.visit_count, 0), coalesce(v.service_cents, 0), v.last_at, v.last_place,
      coalesce(p.paid_cents, 0)
    FROM clients c
    LEFT JOIN LATERAL (
      SELECT count(DISTINCT coalesce(a.visit_id, a.id))::int AS visit_count,
        (sum(a.price_cents) FILTER (WHERE NOT EXISTS (SELECT 1 FROM published.sale_lines l WHERE l.appointment_id = a.id)))::bigint AS service_cents,
        max(a.starts_at) AS last_at,
        (array_agg(a.establishment_id ORDER BY a.starts_at DESC))[1] AS last_place
      FROM published.appointments a
      WHERE a.client_id = c.id AND a.status = 'completed'
    ) v ON true
    LEFT JOIN LATERAL (
      SELECT sum(l.net_cents - l.refunded_net_cents)::bigint AS paid_cents
      FROM published.sales s JOIN published.sale_lines l ON l.transaction_id = s.id
      WHERE s.client_id = c.id
    ) p ON true
    WHERE c.id = ANY(ids)
    ON CONFLICT (client_id) DO UPDATE SET
      visit_count = excluded.visit_count,
      service_cents = excluded.service_cents,
      last_visit_at = excluded.last_visit_at,
      last_visit_establishment_id = excluded.last_visit_establishment_id,
      paid_cents = excluded.paid_cents
    WHERE (f.visit_count, f.service_cents, f.last_visit_at, f.last_visit_establishment_id, f.paid_cents)
      IS DISTINCT FROM (excluded.visit_count, excluded.service_cents, excluded.last_visit_at,
        excluded.last_visit_establishment_id, excluded.paid_cents)
    RETURNING 1
  )
  SELECT count(*)::int FROM written
$$;
