-- Dawn AI's threads (issue #33, operations.md §3, §9): each person's conversations with the
-- assistant, stored on the server (the spec keeps them in the browser). A thread belongs to the
-- person who started it and goes with them (ON DELETE CASCADE); its messages go with it. A
-- message's tool calls (name, arguments, status, result, approver) live in the message as JSON,
-- as the thread reopens exactly as it was. The list reads one person's threads newest first;
-- a thread's messages page backwards from the newest by (created_at, id).
CREATE TABLE assistant_threads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT 'New Conversation'
    CONSTRAINT assistant_threads_title_length CHECK (char_length(title) BETWEEN 1 AND 50),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_updated timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX assistant_threads_person_idx ON assistant_threads (tenant_id, user_id, last_updated DESC, id DESC);
--> statement-breakpoint
CREATE TABLE assistant_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  thread_id uuid NOT NULL REFERENCES assistant_threads(id) ON DELETE CASCADE,
  role text NOT NULL CONSTRAINT assistant_messages_role CHECK (role IN ('user', 'assistant')),
  content text NOT NULL CONSTRAINT assistant_messages_content_length CHECK (char_length(content) <= 20000),
  tool_calls jsonb NOT NULL DEFAULT '[]'
    CONSTRAINT assistant_messages_tool_calls_array CHECK (jsonb_typeof(tool_calls) = 'array'),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
--> statement-breakpoint
CREATE INDEX assistant_messages_thread_idx ON assistant_messages (thread_id, created_at, id);
--> statement-breakpoint
SELECT app_tenant_table('assistant_threads', 'assistant_thread');
--> statement-breakpoint
-- Messages are written with their thread, whose last_updated each append moves (announced).
SELECT app_tenant_table('assistant_messages');
