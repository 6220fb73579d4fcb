-- The client flows of the automated messages (issue #32: rebook nudge, birthday, win-back,
-- review request). automation_settings takes them as rows of their own, with `wait` in the
-- flow's unit (rebook weeks 1–52, win-back days 14–730, review hours 1–72, birthday none);
-- automation_rebook_weeks holds a service's own rebook weeks. automation_sends records their
-- sends too: a client flow's row is keyed (client, flow, occasion, channel), the occasion being
-- the visit it follows (rebook, win-back, review) or the year (birthday), so a retried job, a
-- repeated sweep or a second instance cannot send twice. A birthday is about no appointment.
ALTER TABLE automation_settings DROP CONSTRAINT automation_settings_flow;
--> statement-breakpoint
ALTER TABLE automation_settings ADD CONSTRAINT automation_settings_flow CHECK (flow IN ('booking_confirmation',
  'reminder_first', 'reminder_second', 'rebook_nudge', 'birthday', 'win_back', 'review_request'));
--> statement-breakpoint
ALTER TABLE automation_settings DROP CONSTRAINT automation_settings_hours;
--> statement-breakpoint
ALTER TABLE automation_settings ADD CONSTRAINT automation_settings_hours CHECK (
  (flow IN ('reminder_first', 'reminder_second') AND hours_before BETWEEN 1 AND 168)
  OR (flow NOT IN ('reminder_first', 'reminder_second') AND hours_before IS NULL));
--> statement-breakpoint
ALTER TABLE automation_settings ADD COLUMN wait integer CONSTRAINT automation_settings_wait CHECK (
  (flow = 'rebook_nudge' AND wait BETWEEN 1 AND 52)
  OR (flow = 'win_back' AND wait BETWEEN 14 AND 730)
  OR (flow = 'review_request' AND wait BETWEEN 1 AND 72)
  OR (flow NOT IN ('rebook_nudge', 'win_back', 'review_request') AND wait IS NULL));
--> statement-breakpoint
CREATE TABLE automation_rebook_weeks (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  service_id uuid NOT NULL REFERENCES services(id) ON DELETE CASCADE,
  weeks integer NOT NULL CONSTRAINT automation_rebook_weeks_range CHECK (weeks BETWEEN 1 AND 52),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (establishment_id, service_id)
);
--> statement-breakpoint
CREATE INDEX automation_rebook_weeks_tenant_idx ON automation_rebook_weeks (tenant_id);
--> statement-breakpoint
SELECT app_tenant_table('automation_rebook_weeks', 'automation_setting');
--> statement-breakpoint
ALTER TABLE automation_sends DROP CONSTRAINT automation_sends_flow;
--> statement-breakpoint
ALTER TABLE automation_sends ADD CONSTRAINT automation_sends_flow CHECK (flow IN ('booking_confirmation',
  'reminder_first', 'reminder_second', 'appointment_moved', 'appointment_cancelled', 'rebook_nudge',
  'birthday', 'win_back', 'review_request'));
--> statement-breakpoint
ALTER TABLE automation_sends ALTER COLUMN appointment_id DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE automation_sends ALTER COLUMN starts_at DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE automation_sends ADD COLUMN occasion text CONSTRAINT automation_sends_occasion CHECK (length(occasion) <= 100);
--> statement-breakpoint
-- An appointment message has its appointment and start; a client flow's has its occasion.
ALTER TABLE automation_sends ADD CONSTRAINT automation_sends_about CHECK (
  (appointment_id IS NOT NULL AND starts_at IS NOT NULL) OR occasion IS NOT NULL);
--> statement-breakpoint
ALTER TABLE automation_sends ADD CONSTRAINT automation_sends_client_once UNIQUE (client_id, flow, occasion, channel);
