-- Read models: a module reads another module's table only through a view it owns, declared in
-- its schema file, naming just the columns it needs. The views are projections the planner
-- inlines (no cost), run with the invoker's rights (security_invoker), so row-level security
-- of the table behind still shows one tenant, and their tables' change announcements cover
-- them (the catalogue test resolves views to tables).
--
-- establishments: the people it lists as working at an establishment.
CREATE VIEW establishment_people WITH (security_invoker = true) AS
  SELECT id, tenant_id, first_name, last_name, email, role, phone, avatar_url, is_active FROM users;
--> statement-breakpoint
-- appointments: staff and changers' names, room names, and each service's buffer after.
CREATE VIEW appointment_people WITH (security_invoker = true) AS
  SELECT id, tenant_id, first_name, last_name FROM users;
--> statement-breakpoint
CREATE VIEW appointment_rooms WITH (security_invoker = true) AS
  SELECT id, tenant_id, name FROM resources;
--> statement-breakpoint
CREATE VIEW appointment_service_buffers WITH (security_invoker = true) AS
  SELECT id, tenant_id, buffer_after_minutes FROM services;
--> statement-breakpoint
-- clients: a client's appointments (figures, history, who served whom), the places they were
-- at, and staff and authors' names.
CREATE VIEW client_visits WITH (security_invoker = true) AS
  SELECT id, tenant_id, client_id, establishment_id, staff_id, service_id, service_name, starts_at,
    ends_at, status, price_cents, visit_id FROM appointments;
--> statement-breakpoint
CREATE VIEW client_places WITH (security_invoker = true) AS
  SELECT id, tenant_id, name, time_zone FROM establishments;
--> statement-breakpoint
CREATE VIEW client_people WITH (security_invoker = true) AS
  SELECT id, tenant_id, first_name, last_name FROM users;
--> statement-breakpoint
-- The CRM's settings (the loyalty rule) move out of the tenants table, which is auth's, into a
-- table of the CRM's own.
CREATE TABLE crm_settings (
  tenant_id uuid PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  loyalty_points_per_dollar integer NOT NULL DEFAULT 1
    CONSTRAINT crm_settings_loyalty_rate CHECK (loyalty_points_per_dollar BETWEEN 0 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
INSERT INTO crm_settings (tenant_id, loyalty_points_per_dollar)
  SELECT id, loyalty_points_per_dollar FROM tenants WHERE loyalty_points_per_dollar <> 1;
--> statement-breakpoint
ALTER TABLE tenants DROP COLUMN loyalty_points_per_dollar;
--> statement-breakpoint
SELECT app_tenant_table('crm_settings', 'crm_settings');
