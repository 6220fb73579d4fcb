-- Training (spec operations.md §3 Training, §4 "Training module: active to archived"; issue #14):
-- tenant-wide modules (optionally tied to one location), each person's progress through them, and
-- their certifications. A person is a user (employee id = user id). The CHECKs keep progress and
-- dates coherent whatever the writer; "expired" is read from the date, never stored.
CREATE TABLE training_modules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid REFERENCES establishments(id) ON DELETE CASCADE,
  title text NOT NULL CONSTRAINT training_modules_title CHECK (length(title) BETWEEN 1 AND 200),
  description text,
  category text,
  duration_minutes integer NOT NULL DEFAULT 0 CONSTRAINT training_modules_duration CHECK (duration_minutes BETWEEN 0 AND 10000),
  required boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'active' CONSTRAINT training_modules_status CHECK (status IN ('active', 'archived')),
  archived_at timestamptz,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT training_modules_archived CHECK ((status = 'archived') = (archived_at IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX training_modules_tenant_idx ON training_modules (tenant_id, status, title);
--> statement-breakpoint
SELECT app_tenant_table('training_modules', 'training_module');
--> statement-breakpoint
-- One row per person and module: the upsert on (user_id, module_id) never duplicates it.
CREATE TABLE training_progress (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  module_id uuid NOT NULL REFERENCES training_modules(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'not_started' CONSTRAINT training_progress_status CHECK (status IN ('not_started', 'in_progress', 'completed')),
  percent integer NOT NULL DEFAULT 0 CONSTRAINT training_progress_percent CHECK (percent BETWEEN 0 AND 100),
  started_at timestamptz,
  completed_at timestamptz,
  updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT training_progress_completed CHECK ((status = 'completed') = (completed_at IS NOT NULL)),
  CONSTRAINT training_progress_full CHECK (status <> 'completed' OR percent = 100),
  CONSTRAINT training_progress_unstarted CHECK (status <> 'not_started' OR percent = 0),
  CONSTRAINT training_progress_unique UNIQUE (user_id, module_id)
);
--> statement-breakpoint
CREATE INDEX training_progress_module_idx ON training_progress (module_id);
--> statement-breakpoint
SELECT app_tenant_table('training_progress', 'training_progress');
--> statement-breakpoint
CREATE TABLE certifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL CONSTRAINT certifications_name CHECK (length(name) BETWEEN 1 AND 200),
  issuer text,
  credential_id text,
  issue_date date NOT NULL,
  expiry_date date,
  status text NOT NULL DEFAULT 'active' CONSTRAINT certifications_status CHECK (status IN ('active', 'revoked')),
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT certifications_dates CHECK (expiry_date IS NULL OR expiry_date >= issue_date)
);
--> statement-breakpoint
CREATE INDEX certifications_user_idx ON certifications (user_id, expiry_date);
--> statement-breakpoint
SELECT app_tenant_table('certifications', 'certification');
--> statement-breakpoint
-- The training module's read model of people and where they work (owned by this module).
CREATE VIEW training_people WITH (security_invoker = true) AS
  SELECT u.tenant_id, u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS name, u.email, u.role,
    u.is_active
  FROM users u;
--> statement-breakpoint
CREATE VIEW training_assignments WITH (security_invoker = true) AS
  SELECT ue.tenant_id, ue.user_id, ue.establishment_id
  FROM user_establishments ue;
