-- The performance report (and with it the dashboard's figure cards) reads its sales from the
-- metrics module's day roll-ups (issue #31 "no second derivation of a figure"). It remembers its
-- answers, so the roll-ups announce their changes: a day rolled up again after a late refund
-- must reach an answer remembered between the refund and the new roll-up. One entity for both
-- tables, written together. The month roll-up stays silent: only reports read it, afresh.
SELECT app_announce_changes('sales_day_totals', 'sales_day');
--> statement-breakpoint
SELECT app_announce_changes('sales_day_lines', 'sales_day');
--> statement-breakpoint
-- The performance module's own sums of tips and refund shares give way to the metrics module's.
DROP VIEW performance_tips;
--> statement-breakpoint
DROP VIEW performance_refund_shares;
