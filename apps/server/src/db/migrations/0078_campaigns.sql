-- Campaigns (issue #32 "Campaigns"): an email or text to a saved segment, and one row per client
-- it goes to. campaign_recipients is filled when the campaign starts sending (the segment's
-- members then, with marketing consent and an address on the channel); its unique key (campaign,
-- client) is what makes a restarted or second sender unable to reach a client twice. A sender
-- claims a row by setting it 'sending' with a lease; a row whose lease ran out (its sender died
-- before the mail server answered) is claimable again.
CREATE TABLE campaigns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  segment_id uuid REFERENCES segments(id) ON DELETE SET NULL,
  name text NOT NULL CONSTRAINT campaigns_name_length CHECK (length(name) BETWEEN 1 AND 120),
  channel text NOT NULL CONSTRAINT campaigns_channel CHECK (channel IN ('email', 'sms')),
  subject text CONSTRAINT campaigns_subject CHECK (
    (channel = 'email' AND length(subject) BETWEEN 1 AND 150) OR (channel = 'sms' AND subject IS NULL)),
  body text NOT NULL CONSTRAINT campaigns_body_length CHECK (length(body) BETWEEN 1 AND 20000),
  track_opens boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'draft'
    CONSTRAINT campaigns_status CHECK (status IN ('draft', 'scheduled', 'sending', 'sent', 'cancelled')),
  scheduled_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX campaigns_list_idx ON campaigns (tenant_id, created_at DESC, id DESC);
--> statement-breakpoint
-- The sweep's question: which campaigns are due or still sending, in every tenant.
CREATE INDEX campaigns_due_idx ON campaigns (status, scheduled_at) WHERE status IN ('scheduled', 'sending');
--> statement-breakpoint
SELECT app_tenant_table('campaigns', 'campaign');
--> statement-breakpoint
CREATE TABLE campaign_recipients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  campaign_id uuid NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  -- The address or E.164 number it goes to, as it was when the campaign started.
  to_address text NOT NULL CONSTRAINT campaign_recipients_to CHECK (length(to_address) BETWEEN 1 AND 320),
  status text NOT NULL DEFAULT 'queued' CONSTRAINT campaign_recipients_status CHECK (
    status IN ('queued', 'sending', 'sent', 'bounced', 'failed', 'skipped')),
  reason text CONSTRAINT campaign_recipients_reason CHECK (length(reason) <= 200),
  attempts integer NOT NULL DEFAULT 0,
  lease_until timestamptz,
  sent_at timestamptz,
  opened_at timestamptz,
  clicked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT campaign_recipients_once UNIQUE (campaign_id, client_id)
);
--> statement-breakpoint
-- Claims take the next rows of a campaign by status; results group by it.
CREATE INDEX campaign_recipients_claim_idx ON campaign_recipients (campaign_id, status, lease_until);
--> statement-breakpoint
CREATE INDEX campaign_recipients_client_idx ON campaign_recipients (tenant_id, client_id);
--> statement-breakpoint
-- No change-feed announcements: a send touches thousands of rows, and screens read the results.
SELECT app_tenant_table('campaign_recipients');
--> statement-breakpoint
-- The sender's sweep (every minute, and when a server starts) must find, in every business, the
-- campaigns due to start and those still sending (a killed sender's), before it knows a tenant.
-- This function answers (tenant_id, campaign_id) pairs and nothing else; the sweep then reads
-- and writes each campaign inside its tenant's own scope (withTenant), where row-level security
-- holds. It runs with its owner's rights, and only the auth role may call it.
CREATE FUNCTION campaigns_due(at timestamptz) RETURNS TABLE (tenant_id uuid, campaign_id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT c.tenant_id, c.id FROM campaigns c
  WHERE c.status = 'sending' OR (c.status = 'scheduled' AND c.scheduled_at <= at)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION campaigns_due(timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION campaigns_due(timestamptz) TO daybook_auth;
