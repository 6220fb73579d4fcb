-- Client CSV exports run as jobs (issue #11): the finished file is kept for its requester for a
-- day, so the bell's "Client export ready" notification can link to it; expired files are
-- removed when the tenant's next export is stored.
CREATE TABLE client_export_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content text NOT NULL,
  row_count integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX client_export_files_expiry_idx ON client_export_files (tenant_id, expires_at);
--> statement-breakpoint
SELECT app_tenant_table('client_export_files');
