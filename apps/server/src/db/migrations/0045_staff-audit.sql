-- Nobody sets their own pay (issue #28). Every change of a person's pay rate, commission plan,
-- leave balance, clock shifts or certifications is one row of staff_audit, written in the same
-- transaction as the change: who made it, whose record, which field, the old and new value as
-- people read them, when. The trail is append-only: no role may edit or delete an entry.
-- staff_settings holds the owner's rule for managers: whether they may change the pay and
-- commission of the people below them (on unless the owner turns it off).
CREATE TABLE staff_audit (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  area text NOT NULL CONSTRAINT staff_audit_area
    CHECK (area IN ('pay', 'commission', 'leave', 'shift', 'certification')),
  field text NOT NULL,
  old_value text,
  new_value text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX staff_audit_user_idx ON staff_audit (tenant_id, user_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX staff_audit_actor_idx ON staff_audit (actor_id);
--> statement-breakpoint
SELECT app_tenant_table('staff_audit');
--> statement-breakpoint
CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit entries cannot be changed' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OF user_id, area, field, old_value, new_value, created_at
  ON staff_audit FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
--> statement-breakpoint
CREATE TABLE staff_settings (
  tenant_id uuid PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  managers_set_pay boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
SELECT app_tenant_table('staff_settings');
--> statement-breakpoint
-- The trail as the employee's page reads it: each entry with the name of who made it.
CREATE VIEW staff_audit_entries WITH (security_invoker = true) AS
  SELECT a.id, a.tenant_id, a.user_id, a.actor_id, a.area, a.field, a.old_value, a.new_value,
    a.created_at, coalesce(trim(u.first_name || ' ' || u.last_name), '') AS actor_name
  FROM staff_audit a LEFT JOIN users u ON u.id = a.actor_id;
