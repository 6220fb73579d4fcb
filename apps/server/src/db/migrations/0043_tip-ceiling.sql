-- Tips are bounded (issue #28 "Tips are bounded and visible"). Each location sets the share of
-- the ticket above which a tip needs a manager's approval (percent, default 100) and whether the
-- register's suggested tips count services only (default yes). A sale records who approved a tip
-- above the ceiling, so the approval can be traced; null when none was needed.
ALTER TABLE register_settings
  ADD COLUMN tip_ceiling_percent integer NOT NULL DEFAULT 100
    CONSTRAINT register_settings_tip_ceiling CHECK (tip_ceiling_percent >= 0 AND tip_ceiling_percent <= 1000),
  ADD COLUMN suggested_tip_on_services boolean NOT NULL DEFAULT true;
--> statement-breakpoint
ALTER TABLE transactions
  ADD COLUMN tip_approved_by uuid REFERENCES users(id) ON DELETE SET NULL;
