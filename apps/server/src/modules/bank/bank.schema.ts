/**
 * The bank module's tables (migration 0064; issue #31): a location's bank accounts, the
 * statements imported into them and the bank lines stored once each per account by `lineKey`.
 * Money is integer cents (`bigint`), posted days the bank's calendar dates ('YYYY-MM-DD').
 */
import { bigint, boolean, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  BankAccountStatus,
  BankPlaidItemStatus,
  BankProvider,
  BankReconciliationDecision,
  BankStatementFormat,
} from '@daybook/contracts';
import { establishmentIdColumn, tenantIdColumn } from '../../db/columns.js';

const day = (name: string) => date(name, { mode: 'string' });
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const bankAccounts = pgTable('bank_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  name: text('name').notNull(),
  provider: text('provider').$type<BankProvider>().notNull(),
  /** The account number's last 4 digits only. */
  accountMask: text('account_mask'),
  accountType: text('account_type'),
  currency: text('currency').notNull().default('USD'),
  balanceCents: bigint('balance_cents', { mode: 'number' }),
  balanceOn: day('balance_on'),
  lastSyncAt: instant('last_sync_at'),
  status: text('status').$type<BankAccountStatus>().notNull().default('connected'),
  /** Plaid's item id (bank_plaid_items.item_id) and account id of a Plaid account (migration 0066). */
  plaidItemId: text('plaid_item_id'),
  plaidAccountId: text('plaid_account_id'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

export const bankStatementImports = pgTable('bank_statement_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  bankAccountId: uuid('bank_account_id').notNull(),
  fileName: text('file_name').notNull(),
  format: text('format').$type<BankStatementFormat>().notNull(),
  importedBy: uuid('imported_by'),
  importedAt: instant('imported_at').notNull().defaultNow(),
  fromDate: day('from_date'),
  toDate: day('to_date'),
  linesRead: integer('lines_read').notNull(),
  linesAdded: integer('lines_added').notNull(),
});

export const bankLines = pgTable('bank_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  bankAccountId: uuid('bank_account_id').notNull(),
  lineKey: text('line_key').notNull(),
  postedOn: day('posted_on').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  description: text('description').notNull(),
  memo: text('memo'),
  reference: text('reference'),
  type: text('type'),
  /** The statement import that brought the line; null for a Plaid line (migration 0066). */
  importId: uuid('import_id'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * One reconciliation decision (migration 0065): a deposit the location expected (`depositKey`,
 * 'card:YYYY-MM-DD' or 'cash:<drawer session id>') matched to a bank line, or one of the two
 * dismissed. `decidedBy` null with `automatic`: the matcher paired them on exact amount and date.
 */
export const bankReconciliations = pgTable('bank_reconciliations', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  decision: text('decision').$type<BankReconciliationDecision>().notNull(),
  depositKey: text('deposit_key'),
  bankLineId: uuid('bank_line_id'),
  automatic: boolean('automatic').notNull().default(false),
  note: text('note'),
  decidedBy: uuid('decided_by'),
  decidedAt: instant('decided_at').notNull().defaultNow(),
});

/**
 * A location's bank connection through Plaid (migration 0066; spec §3 "Bank connection"): its
 * access token only sealed (plaid-token-crypto.ts) and null once disconnected, the cursor the
 * next transactions sync starts from, and its status.
 */
export const bankPlaidItems = pgTable('bank_plaid_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  itemId: text('item_id').notNull(),
  accessTokenCiphertext: text('access_token_ciphertext'),
  institutionId: text('institution_id'),
  institutionName: text('institution_name'),
  cursor: text('cursor'),
  status: text('status').$type<BankPlaidItemStatus>().notNull().default('connected'),
  lastSyncAt: instant('last_sync_at'),
  error: text('error'),
  /** When a sync or disconnect claimed the item (it calls Plaid outside any transaction); null: free. */
  busySince: instant('busy_since'),
  connectedBy: uuid('connected_by'),
  createdAt: instant('created_at').notNull().defaultNow(),
});
