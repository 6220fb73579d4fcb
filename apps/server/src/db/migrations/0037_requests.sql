-- Internal requests (spec operations.md §2 Requests, §3 Request, §4; issue #15): supplies, schedule
-- changes, maintenance and client issues raised by the team and handled by managers. Time off is
-- not one of them (0030). Assigning sets in_progress; resolved and closed stamp resolved_at, and a
-- request outside those two never carries one.
CREATE TABLE internal_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  staff_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  assigned_to uuid REFERENCES users(id) ON DELETE SET NULL,
  title text NOT NULL CONSTRAINT internal_requests_title CHECK (length(title) BETWEEN 1 AND 200),
  description text,
  type text NOT NULL CONSTRAINT internal_requests_type CHECK (type IN ('supplies', 'schedule_change', 'maintenance', 'client_issue', 'other')),
  priority text NOT NULL DEFAULT 'normal' CONSTRAINT internal_requests_priority CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
  status text NOT NULL DEFAULT 'open' CONSTRAINT internal_requests_status CHECK (status IN ('open', 'in_progress', 'resolved', 'closed')),
  response text,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT internal_requests_resolved CHECK ((status IN ('resolved', 'closed')) = (resolved_at IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX internal_requests_list_idx ON internal_requests (tenant_id, establishment_id, status, created_at DESC);
--> statement-breakpoint
CREATE INDEX internal_requests_assignee_idx ON internal_requests (assigned_to, status) WHERE assigned_to IS NOT NULL;
--> statement-breakpoint
CREATE INDEX internal_requests_staff_idx ON internal_requests (staff_id, created_at DESC);
--> statement-breakpoint
SELECT app_tenant_table('internal_requests', 'internal_request');
--> statement-breakpoint
-- Read model of the requests module: people's names (requester, assignee).
CREATE VIEW internal_request_people WITH (security_invoker = true) AS
  SELECT u.tenant_id, u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS name
  FROM users u;
