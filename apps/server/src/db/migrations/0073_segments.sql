-- Client segments (issue #32 "Segments"): saved filters over the CRM, evaluated when read. The
-- segments module owns the table and two read models over what clients, appointments, services
-- and establishments publish; clients publishes what a segment filters on (birthdate, whether the
-- record was merged away or erased) and each client's figures. Consent is read through the
-- consent module's consentOf, not here.
CREATE OR REPLACE VIEW published.clients WITH (security_invoker = true) AS
  SELECT id, tenant_id, name, email, phone, birthdate, merged_into_id, erased_at, establishment_id
  FROM public.clients;
--> statement-breakpoint
-- Published by clients.
CREATE VIEW published.client_figures WITH (security_invoker = true) AS
  SELECT client_id, tenant_id, visit_count, service_cents, paid_cents, last_visit_at, last_visit_establishment_id
  FROM public.client_figures;
--> statement-breakpoint
CREATE TABLE segments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name text NOT NULL CONSTRAINT segments_name_length CHECK (length(name) BETWEEN 1 AND 120),
  filter jsonb NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX segments_tenant_name_idx ON segments (tenant_id, name);
--> statement-breakpoint
SELECT app_tenant_table('segments', 'segment');
--> statement-breakpoint
-- Read model: each client still in the CRM with the figures a segment filters on. The last
-- visit's day is local to the location where it happened; spend is the CRM's totalSpent in cents.
CREATE VIEW segment_clients WITH (security_invoker = true) AS
  SELECT c.id,
    c.tenant_id,
    c.establishment_id,
    c.name,
    c.email,
    c.birthdate,
    COALESCE(f.visit_count, 0) AS visit_count,
    COALESCE(f.service_cents + f.paid_cents, 0)::bigint AS spend_cents,
    f.last_visit_at,
    (f.last_visit_at AT TIME ZONE e.time_zone)::date AS last_visit_day
  FROM published.clients c
    LEFT JOIN published.client_figures f ON f.client_id = c.id
    LEFT JOIN published.establishments e ON e.id = f.last_visit_establishment_id
  WHERE c.merged_into_id IS NULL AND c.erased_at IS NULL;
--> statement-breakpoint
-- Read model: the completed and no-show appointments of clients, with their service's category.
CREATE VIEW segment_appointments WITH (security_invoker = true) AS
  SELECT a.tenant_id, a.client_id, a.establishment_id, a.staff_id, a.service_id, s.category, a.status
  FROM published.appointments a
    LEFT JOIN published.services s ON s.id = a.service_id
  WHERE a.client_id IS NOT NULL AND a.status IN ('completed', 'no_show');
