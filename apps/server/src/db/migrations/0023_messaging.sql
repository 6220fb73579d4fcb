-- Team messaging (spec core.md §3 "Messaging channel", "Member", "Message"; issue #11).
-- Channels are public (the whole tenant), private (members) or dm (two people, one channel per
-- pair: dm_key is the sorted pair). Each channel numbers its changes: a send, edit or delete
-- takes last_seq + 1 under the channel row's lock, so commit order is number order and a client
-- that saw changes up to N catches up with change_seq > N, missing nothing.
CREATE TABLE messaging_channels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL CONSTRAINT messaging_channels_type_values CHECK (type IN ('public', 'private', 'dm')),
  description text NOT NULL DEFAULT '',
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  dm_key text,
  last_seq bigint NOT NULL DEFAULT 0,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT messaging_channels_dm_key CHECK ((type = 'dm') = (dm_key IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX messaging_channels_name_idx ON messaging_channels (tenant_id, lower(name)) WHERE type <> 'dm';
--> statement-breakpoint
CREATE UNIQUE INDEX messaging_channels_dm_idx ON messaging_channels (tenant_id, dm_key) WHERE type = 'dm';
--> statement-breakpoint
SELECT app_tenant_table('messaging_channels');
--> statement-breakpoint
-- Membership and read state: last_read_seq only ever moves forward (GREATEST on write).
CREATE TABLE messaging_members (
  channel_id uuid NOT NULL REFERENCES messaging_channels(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  last_read_seq bigint NOT NULL DEFAULT 0,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (channel_id, user_id)
);
--> statement-breakpoint
CREATE INDEX messaging_members_user_idx ON messaging_members (tenant_id, user_id);
--> statement-breakpoint
SELECT app_tenant_table('messaging_members');
--> statement-breakpoint
-- Messages: (channel, sender, client_id) is unique, so a retried send is stored once. The
-- change feed announces each insert and update ('message'); every instance delivers it to its
-- own sockets in the channel's room after commit.
CREATE TABLE messaging_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  channel_id uuid NOT NULL REFERENCES messaging_channels(id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id uuid NOT NULL,
  content text NOT NULL,
  type text NOT NULL DEFAULT 'text' CONSTRAINT messaging_messages_type_values CHECK (type IN ('text', 'system')),
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  seq bigint NOT NULL,
  change_seq bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz,
  deleted_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX messaging_messages_client_idx ON messaging_messages (channel_id, sender_id, client_id);
--> statement-breakpoint
CREATE UNIQUE INDEX messaging_messages_seq_idx ON messaging_messages (channel_id, seq);
--> statement-breakpoint
CREATE INDEX messaging_messages_change_idx ON messaging_messages (channel_id, change_seq);
--> statement-breakpoint
SELECT app_tenant_table('messaging_messages', 'message');
--> statement-breakpoint
-- Read model: the tenant's people as messaging shows them, from auth's users table, which the
-- messaging module never reads.
CREATE VIEW messaging_people WITH (security_invoker = true) AS
  SELECT u.tenant_id, u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS name, u.avatar_url, u.is_active
  FROM users u;
