-- Row-level security for the service catalogue, as 0001 does for the foundation tables.
-- daybook_app already holds DML on these tables through the default privileges of 0001;
-- daybook_auth gets nothing: no step before sign-in needs services.
ALTER TABLE services ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE services FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON services USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
--> statement-breakpoint
ALTER TABLE service_staff ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE service_staff FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON service_staff USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
