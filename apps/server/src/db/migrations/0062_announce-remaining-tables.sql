-- Tables whose changes were announced to nobody (issue #30, live updates by entity): another
-- desk's or manager's write did not reach open screens. Each now announces under an entity of
-- its own (packages/contracts/src/events.ts), which the screens reading it declare. Drawer
-- pay-ins and pay-outs carry no location of their own, so they are announced to every location.
SELECT app_announce_changes('commission_plans', 'commission_plan');
--> statement-breakpoint
SELECT app_announce_changes('payroll_overtime_rules', 'overtime_rule');
--> statement-breakpoint
SELECT app_announce_changes('cash_drawer_movements', 'drawer_movement');
--> statement-breakpoint
SELECT app_announce_changes('inventory_stock_movements', 'stock_movement');
--> statement-breakpoint
SELECT app_announce_changes('staff_audit', 'staff_audit_entry');
