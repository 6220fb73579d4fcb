-- Financials' bank accounts fed by statement import (issue #31; spec operations.md §3
-- "Financials per establishment": bankAccounts with balance, lastSync, status, plaidItemId).
-- An account belongs to one location and is fed by a provider: 'statement' (the owner imports
-- the bank's OFX/QFX/CSV export) or 'plaid' (later). Only the account number's last 4 digits
-- are kept. Each import is recorded; each bank line is stored once per account whatever file
-- brings it again: the parsers give a line the same line_key in every file, and the unique key
-- below turns the second copy into nothing (INSERT … ON CONFLICT DO NOTHING). Money is integer
-- cents; posted days are the bank's calendar dates.
CREATE TABLE bank_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  name text NOT NULL,
  provider text NOT NULL CONSTRAINT bank_accounts_provider CHECK (provider IN ('statement', 'plaid')),
  account_mask text CONSTRAINT bank_accounts_mask CHECK (account_mask ~ '^[0-9]{4}$'),
  account_type text,
  currency text NOT NULL DEFAULT 'USD' CONSTRAINT bank_accounts_currency CHECK (currency ~ '^[A-Z]{3}$'),
  balance_cents bigint,
  balance_on date,
  last_sync_at timestamptz,
  status text NOT NULL DEFAULT 'connected'
    CONSTRAINT bank_accounts_status CHECK (status IN ('connected', 'disconnected')),
  plaid_item_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX bank_accounts_establishment_idx ON bank_accounts (tenant_id, establishment_id);
--> statement-breakpoint
SELECT app_tenant_table('bank_accounts', 'bank_account');
--> statement-breakpoint
-- The location is repeated on imports and lines so their announcements reach only its screens.
CREATE TABLE bank_statement_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  bank_account_id uuid NOT NULL REFERENCES bank_accounts(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  format text NOT NULL CONSTRAINT bank_statement_imports_format CHECK (format IN ('ofx', 'qfx', 'csv')),
  imported_by uuid REFERENCES users(id) ON DELETE SET NULL,
  imported_at timestamptz NOT NULL DEFAULT now(),
  from_date date,
  to_date date,
  lines_read integer NOT NULL CONSTRAINT bank_statement_imports_read CHECK (lines_read >= 0),
  lines_added integer NOT NULL
    CONSTRAINT bank_statement_imports_added CHECK (lines_added >= 0 AND lines_added <= lines_read)
);
--> statement-breakpoint
CREATE INDEX bank_statement_imports_account_idx ON bank_statement_imports (bank_account_id, imported_at DESC);
--> statement-breakpoint
CREATE INDEX bank_statement_imports_user_idx ON bank_statement_imports (imported_by);
--> statement-breakpoint
SELECT app_tenant_table('bank_statement_imports', 'bank_statement_import');
--> statement-breakpoint
CREATE TABLE bank_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  bank_account_id uuid NOT NULL REFERENCES bank_accounts(id) ON DELETE CASCADE,
  line_key text NOT NULL,
  posted_on date NOT NULL,
  amount_cents bigint NOT NULL,
  description text NOT NULL,
  memo text,
  reference text,
  type text,
  import_id uuid NOT NULL REFERENCES bank_statement_imports(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bank_lines_once UNIQUE (bank_account_id, line_key)
);
--> statement-breakpoint
-- An account's lines newest first, the keyset the lines page walks (posted day, then id).
CREATE INDEX bank_lines_account_posted_idx ON bank_lines (bank_account_id, posted_on DESC, id DESC);
--> statement-breakpoint
CREATE INDEX bank_lines_import_idx ON bank_lines (import_id);
--> statement-breakpoint
SELECT app_tenant_table('bank_lines', 'bank_line');
