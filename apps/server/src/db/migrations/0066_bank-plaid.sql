-- Financials' bank connections through Plaid (issue #31; spec operations.md §3 "Bank
-- connection": accessToken, itemId, institutionId, institutionName, accounts, lastSync, status).
-- A Plaid item is one bank login of one location. Its access token is kept only sealed with
-- AES-256-GCM under the server's BANK_TOKEN_KEY (never in clear), and erased on disconnect.
-- `cursor` is where the next /transactions/sync starts. One sync (or disconnect) runs at a time per
-- item: it claims the item by setting `busy_since` in a short transaction, calls Plaid with no
-- transaction open (a call to a bank takes seconds, and the embedded database has one connection
-- for every request), then writes what Plaid said and clears the claim. A claim older than ten
-- minutes is a process that died mid-sync and is taken over. Status: connected; login_required (Plaid answered ITEM_LOGIN_REQUIRED:
-- the owner must sign in to the bank again through Link); disconnected (removed at Plaid, token
-- erased). `error` keeps the last Plaid error code of a sync.
CREATE TABLE bank_plaid_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  establishment_id uuid NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
  item_id text NOT NULL CONSTRAINT bank_plaid_items_item UNIQUE,
  access_token_ciphertext text CONSTRAINT bank_plaid_items_sealed CHECK (access_token_ciphertext LIKE 'v1:%'),
  institution_id text,
  institution_name text,
  cursor text,
  status text NOT NULL DEFAULT 'connected'
    CONSTRAINT bank_plaid_items_status CHECK (status IN ('connected', 'login_required', 'disconnected')),
  last_sync_at timestamptz,
  error text,
  busy_since timestamptz,
  connected_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A connection that can still be used has its token; a disconnected one has none.
  CONSTRAINT bank_plaid_items_token CHECK ((status = 'disconnected') = (access_token_ciphertext IS NULL))
);
--> statement-breakpoint
CREATE INDEX bank_plaid_items_establishment_idx ON bank_plaid_items (tenant_id, establishment_id);
--> statement-breakpoint
CREATE INDEX bank_plaid_items_user_idx ON bank_plaid_items (connected_by);
--> statement-breakpoint
SELECT app_tenant_table('bank_plaid_items', 'bank_plaid_item');
--> statement-breakpoint
-- A Plaid account is its item's (bank_accounts.plaid_item_id, Plaid's item id) and Plaid's
-- account id within it; a statement-import account has neither.
ALTER TABLE bank_accounts ADD COLUMN plaid_account_id text;
--> statement-breakpoint
ALTER TABLE bank_accounts
  ADD CONSTRAINT bank_accounts_plaid_item FOREIGN KEY (plaid_item_id) REFERENCES bank_plaid_items(item_id) ON DELETE CASCADE,
  ADD CONSTRAINT bank_accounts_plaid_ids CHECK (
    (provider = 'plaid') = (plaid_item_id IS NOT NULL AND plaid_account_id IS NOT NULL)
    AND (plaid_item_id IS NULL) = (plaid_account_id IS NULL)
  );
--> statement-breakpoint
CREATE UNIQUE INDEX bank_accounts_plaid_account_idx ON bank_accounts (plaid_item_id, plaid_account_id)
  WHERE plaid_item_id IS NOT NULL;
--> statement-breakpoint
-- A Plaid line comes from no statement file, so import_id becomes optional rather than each sync
-- being recorded as an "import": bank_statement_imports describes files (name, format OFX/QFX/CSV,
-- lines read from the file), and a sync that finds nothing new would add a row naming no file.
-- Where a line came from is its account's provider; its line_key is Plaid's transaction_id.
ALTER TABLE bank_lines ALTER COLUMN import_id DROP NOT NULL;
