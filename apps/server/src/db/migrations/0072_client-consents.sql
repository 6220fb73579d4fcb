-- Client consent (issue #32, first slice): per client, channel and purpose, an append-only record
-- of each change: who (changed_by, null when the client or the import did it), when, from where
-- (source, detail). The current consent is the latest row; with none, contracts' CONSENT_DEFAULTS
-- apply (reminders granted, marketing not: opt-in required). Rows are never changed or removed by
-- the app: UPDATE and DELETE are revoked from the app role below; a client's row going away
-- (ON DELETE CASCADE) takes its record with it.
CREATE TABLE client_consents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  channel text NOT NULL CONSTRAINT client_consents_channel CHECK (channel IN ('email', 'sms')),
  purpose text NOT NULL CONSTRAINT client_consents_purpose CHECK (purpose IN ('marketing', 'reminders')),
  granted boolean NOT NULL,
  source text NOT NULL CONSTRAINT client_consents_source CHECK (source IN ('staff', 'client', 'import', 'sms_reply')),
  changed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  detail text CONSTRAINT client_consents_detail CHECK (length(detail) <= 200),
  -- clock_timestamp: two changes in one transaction still follow each other.
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
--> statement-breakpoint
-- The latest row per (client, channel, purpose), and a client's history newest first.
CREATE INDEX client_consents_latest_idx ON client_consents (tenant_id, client_id, channel, purpose, created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX client_consents_history_idx ON client_consents (client_id, created_at DESC);
--> statement-breakpoint
SELECT app_tenant_table('client_consents', 'client_consent');
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON client_consents FROM daybook_app;
--> statement-breakpoint
-- Read model of the consent module: the names of the people who changed a consent.
CREATE VIEW client_consent_people WITH (security_invoker = true) AS
  SELECT u.tenant_id, u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS name
  FROM published.users u;
