-- The items, tips and refunds of a sale announce their changes (issue #14 "Performance"): the
-- performance view remembers its answers and must forget them when a sale's parts change, and
-- the change-announcement catalogue test holds every table a remembered answer reads to that.
-- Entities of their own, not 'transaction': screens that reload on a transaction's change are
-- told once per sale, by the transactions row.
SELECT app_announce_changes('transaction_items', 'transaction_item');
--> statement-breakpoint
SELECT app_announce_changes('transaction_tips', 'transaction_tip');
--> statement-breakpoint
SELECT app_announce_changes('transaction_refunds', 'transaction_refund');
