-- Today's team (spec operations.md §3 Team member, §4; issue #14): the time clock. A shift runs
-- from check-in to check-out; breaks lie inside it. Every action appends a punch, and punches are
-- never edited: a manager's correction changes the shift and appends an 'edit' punch with its
-- reason and the times it replaced, so the original punches stay.
CREATE TABLE time_clock_shifts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  clock_in_at timestamptz NOT NULL,
  clock_out_at timestamptz,
  -- Closed by the system at the location's closing time, not by a person.
  auto_closed boolean NOT NULL DEFAULT false,
  needs_review boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT time_clock_shifts_order CHECK (clock_out_at IS NULL OR clock_out_at >= clock_in_at)
);
--> statement-breakpoint
-- At most one open shift per person, whatever the writers.
CREATE UNIQUE INDEX time_clock_shifts_open_idx ON time_clock_shifts (user_id) WHERE clock_out_at IS NULL;
--> statement-breakpoint
CREATE INDEX time_clock_shifts_place_idx ON time_clock_shifts (tenant_id, establishment_id, clock_in_at);
--> statement-breakpoint
CREATE INDEX time_clock_shifts_user_idx ON time_clock_shifts (user_id, clock_in_at);
--> statement-breakpoint
SELECT app_tenant_table('time_clock_shifts', 'time_clock_shift');
--> statement-breakpoint
CREATE TABLE time_clock_breaks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  shift_id uuid NOT NULL REFERENCES time_clock_shifts(id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  CONSTRAINT time_clock_breaks_order CHECK (ended_at IS NULL OR ended_at >= started_at)
);
--> statement-breakpoint
CREATE UNIQUE INDEX time_clock_breaks_open_idx ON time_clock_breaks (shift_id) WHERE ended_at IS NULL;
--> statement-breakpoint
CREATE INDEX time_clock_breaks_shift_idx ON time_clock_breaks (shift_id, started_at);
--> statement-breakpoint
SELECT app_tenant_table('time_clock_breaks');
--> statement-breakpoint
CREATE TABLE time_clock_punches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  shift_id uuid NOT NULL REFERENCES time_clock_shifts(id) ON DELETE CASCADE,
  kind text NOT NULL CONSTRAINT time_clock_punches_kind CHECK (kind IN ('check_in', 'check_out', 'break_start', 'break_end', 'auto_check_out', 'edit')),
  at timestamptz NOT NULL,
  -- Who pressed the button or made the edit (null: the system).
  recorded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  reason text,
  -- For an edit: the shift's times before it ({"clockInAt", "clockOutAt"}).
  replaced jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT time_clock_punches_edit_reason CHECK (kind <> 'edit' OR (reason IS NOT NULL AND replaced IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX time_clock_punches_shift_idx ON time_clock_punches (shift_id, at);
--> statement-breakpoint
SELECT app_tenant_table('time_clock_punches');
--> statement-breakpoint
-- Punches are a log: never changed or removed (deletes cascading from a removed tenant,
-- location, person or shift pass).
CREATE FUNCTION time_clock_punches_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'time clock punches are append-only' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER time_clock_punches_append_only BEFORE UPDATE OR DELETE ON time_clock_punches
  FOR EACH ROW EXECUTE FUNCTION time_clock_punches_append_only();
--> statement-breakpoint
-- Read models of the time-clock module: who works at a location (people, their titles), and
-- each sold line's staff member with its amount after discounts and before tax, from paid sales.
CREATE VIEW time_clock_team WITH (security_invoker = true) AS
  SELECT ue.tenant_id, ue.establishment_id, u.id AS user_id, u.first_name, u.last_name, u.role, u.avatar_url,
    sp.title
  FROM user_establishments ue
  JOIN users u ON u.id = ue.user_id
  LEFT JOIN staff_profiles sp ON sp.user_id = u.id
  WHERE u.is_active AND u.role NOT IN ('owner', 'admin');
--> statement-breakpoint
CREATE VIEW time_clock_people WITH (security_invoker = true) AS
  SELECT u.tenant_id, u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS name
  FROM users u;
--> statement-breakpoint
CREATE VIEW time_clock_sales WITH (security_invoker = true) AS
  SELECT t.tenant_id, t.establishment_id, i.staff_id, t.created_at, i.total_cents - i.tax_cents AS net_cents
  FROM transaction_items i
  JOIN transactions t ON t.id = i.transaction_id
  WHERE t.status = 'completed' AND i.staff_id IS NOT NULL;
