-- Notifications (spec core.md §3 "Notification"; issue #11): one row per recipient, newest
-- first per person; read state as read_at. The feed announces each insert (at most 20 rows per
-- statement, so the ids always come along) and every instance delivers notification:new to the
-- recipient's sockets after commit.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CONSTRAINT notifications_type_values CHECK (type IN
    ('message', 'mention', 'system', 'task', 'job_progress', 'job_complete', 'job_failed')),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  action_url text,
  download_url text,
  progress integer CONSTRAINT notifications_progress_range CHECK (progress BETWEEN 0 AND 100),
  sender jsonb,
  channel_id uuid,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX notifications_user_newest_idx ON notifications (tenant_id, user_id, created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX notifications_user_unread_idx ON notifications (tenant_id, user_id) WHERE read_at IS NULL;
--> statement-breakpoint
SELECT app_tenant_table('notifications', 'notification');
--> statement-breakpoint
-- Notification settings per person (spec §3, defaults §9); no row: the defaults.
CREATE TABLE notification_settings (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
SELECT app_tenant_table('notification_settings', 'notification_settings');
--> statement-breakpoint
-- Read model: who works the front desk of each establishment (new online bookings and
-- cancellations go to them), from auth's tables, which the notifications module never reads.
CREATE VIEW notification_desk_people WITH (security_invoker = true) AS
  SELECT ue.tenant_id, ue.establishment_id, u.id AS user_id
  FROM user_establishments ue JOIN users u ON u.id = ue.user_id
  WHERE u.is_active AND u.role = 'frontdesk';
