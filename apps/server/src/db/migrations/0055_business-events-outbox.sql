-- Business events' outbox (issue #30, ARCHITECTURE.md "Events and durable work"). A module
-- records an event in the transaction of the change it reports (events/business-events.ts);
-- the relay (events/event-bus.ts) turns each into one pg-boss job per subscriber, in the same
-- transaction that marks it relayed. Tenant rows like any other, except for the relay's role.
CREATE TABLE business_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  type text NOT NULL,
  payload jsonb NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  relayed_at timestamptz
);
--> statement-breakpoint
CREATE INDEX business_events_waiting ON business_events (id) WHERE relayed_at IS NULL;
--> statement-breakpoint
SELECT app_tenant_table('business_events');
--> statement-breakpoint
-- The relay reads every tenant's waiting events, and nothing else.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'daybook_outbox') THEN
    CREATE ROLE daybook_outbox NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
  EXECUTE format('GRANT daybook_outbox TO %I', current_user);
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO daybook_outbox;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_tenant_id() TO daybook_outbox;
--> statement-breakpoint
GRANT SELECT, UPDATE ON business_events TO daybook_outbox;
--> statement-breakpoint
CREATE POLICY outbox_relay ON business_events TO daybook_outbox USING (true) WITH CHECK (true);
--> statement-breakpoint
-- Wakes the relay of every instance after commit (one wins each row; the rest skip it).
CREATE FUNCTION business_events_wake() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('daybook_outbox', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER business_events_wake AFTER INSERT ON business_events
  FOR EACH STATEMENT EXECUTE FUNCTION business_events_wake();
