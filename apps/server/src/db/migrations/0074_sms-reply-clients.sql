-- Text replies (issue #32): a STOP or START sent to the deployment's Twilio number speaks for
-- that phone in every business, so the webhook must find the clients with the sender's number
-- before it knows a tenant. This function answers (tenant_id, client_id) pairs for one E.164
-- number and nothing else; the webhook then writes each tenant's consent inside that tenant's
-- own scope (withTenant), where row-level security holds and merged or erased records are
-- skipped. It reads what the clients module publishes, runs with its owner's rights, as
-- client_figures_refresh does, and only the auth role (the cross-tenant steps before a tenant
-- is known) may call it.
CREATE FUNCTION clients_with_phone(phone_e164 text) RETURNS TABLE (tenant_id uuid, client_id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT c.tenant_id, c.id FROM published.clients c WHERE c.phone = phone_e164
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION clients_with_phone(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION clients_with_phone(text) TO daybook_auth;
--> statement-breakpoint
-- The lookup above crosses tenants; clients_tenant_phone_idx leads with the tenant.
CREATE INDEX clients_phone_idx ON clients (phone) WHERE phone IS NOT NULL;
