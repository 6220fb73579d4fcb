-- The drawer reports like a real till (issue #28). Opening counts the float by denomination and
-- the count is kept; closing freezes the Z report's figures (cash taken and given, refunds,
-- pay-ins and pay-outs, card sales, transactions), so a later tip adjustment or a sale synced
-- into the shift's hours cannot change a report that was printed and signed. The existing
-- trigger already refuses any edit of a closed session, so the frozen figures stay as written.
-- Sessions closed before this migration have no frozen figures and report from the ledger.
ALTER TABLE cash_drawer_sessions
  ADD COLUMN opening_counts jsonb,
  ADD COLUMN closing_figures jsonb,
  ADD CONSTRAINT cash_drawer_sessions_closing_figures CHECK (status = 'closed' OR closing_figures IS NULL);
