-- Dashboard grid arrangements (issue #15 "/dashboard-grid: … saved per user"): one row per person
-- and tenant, the whole arrangement as a JSON array of {i, x, y, w, h} (validated by the API's
-- contract, contracts entities/dashboard.ts). Personal: never announced to a location's screens.
CREATE TABLE dashboard_layouts (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  items jsonb NOT NULL CONSTRAINT dashboard_layouts_items CHECK (jsonb_typeof(items) = 'array'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id)
);
--> statement-breakpoint
CREATE INDEX dashboard_layouts_user_idx ON dashboard_layouts (user_id);
--> statement-breakpoint
SELECT app_tenant_table('dashboard_layouts');
