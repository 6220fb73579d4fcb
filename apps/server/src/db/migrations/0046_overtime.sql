-- Overtime and locked pay periods (issue #28 "Overtime"; "A pay period once finalised locks its
-- shifts"). Each location may set its overtime rule (defaults: 40 h a workweek, no daily rule,
-- 1.5 × the hourly rate); pay lines and runs keep their overtime and the late corrections they
-- pay. A manager's correction of a shift in a finalised period is recorded as an adjustment of
-- that period, paid by the next run drafted or recomputed at the location. Minutes are whole
-- minutes; money is integer cents.
CREATE TABLE payroll_overtime_rules (
  establishment_id uuid PRIMARY KEY REFERENCES establishments(id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  weekly_threshold_minutes integer NOT NULL DEFAULT 2400
    CONSTRAINT payroll_overtime_rules_weekly CHECK (weekly_threshold_minutes BETWEEN 0 AND 10080),
  daily_threshold_minutes integer
    CONSTRAINT payroll_overtime_rules_daily CHECK (daily_threshold_minutes BETWEEN 0 AND 1440),
  multiplier numeric(3, 2) NOT NULL DEFAULT 1.5
    CONSTRAINT payroll_overtime_rules_multiplier CHECK (multiplier BETWEEN 1 AND 3),
  updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
SELECT app_tenant_table('payroll_overtime_rules');
--> statement-breakpoint
-- Lines: `minutes` stays every worked minute; of them `overtime_minutes` were paid as overtime
-- (`hourly_cents` pays the rest).
ALTER TABLE pay_run_lines
  ADD COLUMN overtime_minutes integer NOT NULL DEFAULT 0 CONSTRAINT pay_run_lines_overtime CHECK (overtime_minutes >= 0),
  ADD COLUMN overtime_cents bigint NOT NULL DEFAULT 0 CONSTRAINT pay_run_lines_overtime_cents CHECK (overtime_cents >= 0),
  ADD COLUMN adjustment_minutes integer NOT NULL DEFAULT 0,
  ADD COLUMN adjustment_cents bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
-- Runs keep the overtime rule they were computed with ({"weeklyThresholdMinutes",
-- "dailyThresholdMinutes", "multiplier"}), so a late correction counts the shift's change under
-- that rule and not a rule saved since; null: computed before overtime existed (none paid).
ALTER TABLE pay_runs
  ADD COLUMN overtime_rule jsonb,
  ADD COLUMN overtime_minutes bigint NOT NULL DEFAULT 0,
  ADD COLUMN overtime_cents bigint NOT NULL DEFAULT 0,
  ADD COLUMN adjustment_cents bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
-- What a late correction changed of a person's hours and pay in a finalised run (differences,
-- either sign), and the later run that pays it (null until one is drafted or recomputed).
CREATE TABLE pay_adjustments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  source_run_id uuid NOT NULL REFERENCES pay_runs(id) ON DELETE CASCADE,
  applied_run_id uuid REFERENCES pay_runs(id) ON DELETE SET NULL,
  -- The corrected shift (time clock's), kept as a plain id: the punch log holds its history.
  shift_id uuid,
  minutes integer NOT NULL,
  overtime_minutes integer NOT NULL,
  regular_cents bigint NOT NULL,
  overtime_cents bigint NOT NULL,
  reason text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT pay_adjustments_later CHECK (applied_run_id IS DISTINCT FROM source_run_id)
);
--> statement-breakpoint
CREATE INDEX pay_adjustments_waiting_idx ON pay_adjustments (establishment_id, created_at) WHERE applied_run_id IS NULL;
--> statement-breakpoint
CREATE INDEX pay_adjustments_applied_idx ON pay_adjustments (applied_run_id) WHERE applied_run_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX pay_adjustments_source_idx ON pay_adjustments (source_run_id, user_id);
--> statement-breakpoint
SELECT app_tenant_table('pay_adjustments');
--> statement-breakpoint
-- An adjustment paid by a finalised run is part of that record: it no longer changes (what cascades
-- from a removed tenant, location, person or run pass).
CREATE FUNCTION pay_adjustments_finalised_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF EXISTS (SELECT 1 FROM pay_runs r WHERE r.id = OLD.applied_run_id AND r.status = 'finalised') THEN
    RAISE EXCEPTION 'pay adjustment % is paid by a finalised run', OLD.id USING ERRCODE = 'check_violation',
      CONSTRAINT = 'pay_runs_finalised_immutable';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER pay_adjustments_finalised_guard BEFORE UPDATE OR DELETE ON pay_adjustments
  FOR EACH ROW EXECUTE FUNCTION pay_adjustments_finalised_guard();
--> statement-breakpoint
-- Read model of payroll: shifts still open (a period is not finalised while someone is clocked in).
CREATE VIEW payroll_open_shifts WITH (security_invoker = true) AS
  SELECT s.tenant_id, s.establishment_id, s.user_id, s.clock_in_at
  FROM time_clock_shifts s WHERE s.clock_out_at IS NULL;
