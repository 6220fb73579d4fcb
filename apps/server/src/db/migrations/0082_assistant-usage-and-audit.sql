-- Dawn AI's model use and audit trail (issue #33 "Safety", "Every call is stored").
-- assistant_usage: the tokens a tenant's assistant used each calendar month (UTC), against the
-- monthly allowance; one row a tenant a month, added to after every model step.
-- assistant_tool_calls: every tool call the assistant made or proposed (arguments, status,
-- result, who approved), for the owners' audit trail. It outlives the thread (no foreign key to
-- it) and the person (their name is kept as it was), as an audit trail must.
-- assistant_threads.answering_until: while Dawn answers in a thread, until when (a lease, renewed
-- each step): a second question in the same thread waits, on whichever server it arrives; a
-- server that dies mid-answer frees the thread when the lease runs out.
ALTER TABLE assistant_threads ADD COLUMN answering_until timestamptz;
--> statement-breakpoint
CREATE TABLE assistant_usage (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  month date NOT NULL CONSTRAINT assistant_usage_first_of_month CHECK (extract(day FROM month) = 1),
  input_tokens bigint NOT NULL DEFAULT 0 CONSTRAINT assistant_usage_input CHECK (input_tokens >= 0),
  output_tokens bigint NOT NULL DEFAULT 0 CONSTRAINT assistant_usage_output CHECK (output_tokens >= 0),
  PRIMARY KEY (tenant_id, month)
);
--> statement-breakpoint
SELECT app_tenant_table('assistant_usage');
--> statement-breakpoint
CREATE TABLE assistant_tool_calls (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  person_name text NOT NULL,
  thread_id uuid NOT NULL,
  name text NOT NULL,
  arguments jsonb NOT NULL,
  status text NOT NULL CONSTRAINT assistant_tool_calls_status
    CHECK (status IN ('pending_approval', 'executing', 'done', 'failed', 'rejected')),
  result jsonb,
  preview jsonb,
  error text,
  approved_by jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
--> statement-breakpoint
CREATE INDEX assistant_tool_calls_audit_idx ON assistant_tool_calls (tenant_id, created_at DESC, id DESC);
--> statement-breakpoint
SELECT app_tenant_table('assistant_tool_calls');
