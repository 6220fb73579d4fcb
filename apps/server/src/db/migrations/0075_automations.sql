-- Automated appointment messages (issue #32 "Automated messages (flows)"). automation_settings:
-- per location and flow, whether it runs, a reminder's hours before the appointment (1–168; null
-- for the confirmation, sent at once) and its channels; a location without rows uses the
-- contracts' AUTOMATION_DEFAULTS. automation_sends: one row per message sent, skipped or failed;
-- its unique key (appointment, flow, the appointment's start, channel) is what makes a retried
-- job or a repeated event unable to send twice.
CREATE TABLE automation_settings (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  flow text NOT NULL CONSTRAINT automation_settings_flow CHECK (flow IN ('booking_confirmation', 'reminder_first', 'reminder_second')),
  enabled boolean NOT NULL,
  hours_before integer CONSTRAINT automation_settings_hours CHECK (
    (flow = 'booking_confirmation' AND hours_before IS NULL)
    OR (flow <> 'booking_confirmation' AND hours_before BETWEEN 1 AND 168)),
  channels text[] NOT NULL CONSTRAINT automation_settings_channels CHECK (
    cardinality(channels) BETWEEN 1 AND 2 AND channels <@ ARRAY['email', 'sms']::text[]),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  id uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  PRIMARY KEY (establishment_id, flow)
);
--> statement-breakpoint
CREATE INDEX automation_settings_tenant_idx ON automation_settings (tenant_id);
--> statement-breakpoint
SELECT app_tenant_table('automation_settings', 'automation_setting');
--> statement-breakpoint
CREATE TABLE automation_sends (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  flow text NOT NULL CONSTRAINT automation_sends_flow CHECK (flow IN ('booking_confirmation', 'reminder_first', 'reminder_second', 'appointment_moved', 'appointment_cancelled')),
  -- The appointment's start the message was about: a moved appointment's messages are new ones.
  starts_at timestamptz NOT NULL,
  channel text NOT NULL CONSTRAINT automation_sends_channel CHECK (channel IN ('email', 'sms')),
  status text NOT NULL CONSTRAINT automation_sends_status CHECK (status IN ('sent', 'skipped', 'failed')),
  reason text CONSTRAINT automation_sends_reason CHECK (length(reason) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT automation_sends_once UNIQUE (appointment_id, flow, starts_at, channel)
);
--> statement-breakpoint
CREATE INDEX automation_sends_list_idx ON automation_sends (tenant_id, establishment_id, created_at DESC, id DESC);
--> statement-breakpoint
SELECT app_tenant_table('automation_sends', 'automation_send');
