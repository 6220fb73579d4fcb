-- Row-level security: the app queries as daybook_app (no BYPASSRLS, not the owner) inside
-- withTenant(), which sets app.tenant_id for one transaction. Sign-in, session lookup and
-- sign-up run as daybook_auth, which reaches only the auth tables.
DO $$ BEGIN
  CREATE ROLE daybook_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  CREATE ROLE daybook_auth NOLOGIN NOSUPERUSER NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('GRANT daybook_app, daybook_auth TO %I', current_user);
EXCEPTION WHEN others THEN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_tenant_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO daybook_app, daybook_auth;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_tenant_id() TO daybook_app, daybook_auth;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO daybook_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO daybook_app;
--> statement-breakpoint
REVOKE ALL ON auth_throttle, email_outbox FROM daybook_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON users, sessions, password_reset_tokens, auth_throttle, email_outbox, tenants, establishments, user_establishments TO daybook_auth;
--> statement-breakpoint
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tenants USING (id = app_tenant_id()) WITH CHECK (id = app_tenant_id());
--> statement-breakpoint
CREATE POLICY auth_access ON tenants TO daybook_auth USING (true) WITH CHECK (true);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'establishments', 'user_establishments', 'sessions', 'password_reset_tokens'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())', t);
    EXECUTE format('CREATE POLICY auth_access ON %I TO daybook_auth USING (true) WITH CHECK (true)', t);
  END LOOP;
END $$;
