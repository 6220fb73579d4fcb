-- Reconciliation of a location's takings with its bank (issue #31 "Reconciliation: card
-- settlements and closed cash drawers' deposits matched to bank lines, the unmatched on both
-- sides listed for a person to match or dismiss"). The deposits a location expects are not
-- stored: checkout derives them from its sales and drawers (a card settlement per local business
-- day, a cash deposit per closed drawer), keyed 'card:YYYY-MM-DD' or 'cash:<drawer session id>'.
-- What is stored is each decision: a deposit matched to a bank line (by the automatic matcher
-- or a person), or a deposit or a bank line dismissed (with a reason). A bank line is decided
-- once, and so is a deposit of a location; undoing a decision deletes its row.
CREATE TABLE bank_reconciliations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  decision text NOT NULL CONSTRAINT bank_reconciliations_decision CHECK (decision IN ('matched', 'dismissed')),
  deposit_key text CONSTRAINT bank_reconciliations_key
    CHECK (deposit_key ~ '^(card:[0-9]{4}-[0-9]{2}-[0-9]{2}|cash:[0-9a-f-]{36})$'),
  bank_line_id uuid REFERENCES bank_lines(id) ON DELETE CASCADE,
  automatic boolean NOT NULL DEFAULT false,
  note text,
  decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz NOT NULL DEFAULT now(),
  -- A match pairs a deposit with a line; a dismissal is of exactly one of them.
  CONSTRAINT bank_reconciliations_shape CHECK (
    (decision = 'matched' AND deposit_key IS NOT NULL AND bank_line_id IS NOT NULL)
    OR (decision = 'dismissed' AND (deposit_key IS NULL) <> (bank_line_id IS NULL))
  ),
  CONSTRAINT bank_reconciliations_line_once UNIQUE (bank_line_id),
  CONSTRAINT bank_reconciliations_deposit_once UNIQUE (establishment_id, deposit_key)
);
--> statement-breakpoint
CREATE INDEX bank_reconciliations_user_idx ON bank_reconciliations (decided_by);
--> statement-breakpoint
SELECT app_tenant_table('bank_reconciliations', 'bank_reconciliation');
--> statement-breakpoint
-- Reconciliation reads a location's deposit lines by posted day, across its accounts.
CREATE INDEX bank_lines_location_posted_idx ON bank_lines (establishment_id, posted_on);
