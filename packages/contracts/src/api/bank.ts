/**
 * Financials' bank accounts (spec operations.md §1 "Financials: view transactions and bank
 * accounts, connect a bank", §3 "Financials per establishment", §7 Financials; issue #31).
 * An account is fed by a provider: `statement` (the owner imports the bank's OFX, QFX or CSV
 * export; no outside service) or `plaid` (a bank connection, api/bank-plaid.ts). Sales transactions are the checkout
 * endpoints' (`/api/admin/transactions/`), so the financials answer carries no `transactions`.
 * Money is dollars with two decimals on the wire, integer cents in the database; dates are the
 * bank's calendar days 'YYYY-MM-DD'. Reading needs revenue:read for the whole location (managers,
 * owners, admins; an employee's own-only grant is refused), writing establishment:update.
 */
import { z } from 'zod';
import { TEXT_MAX, calendarDateSchema, idSchema, requiredTextSchema, queryInt } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';

export const BANK_PROVIDERS = ['statement', 'plaid'] as const;
export type BankProvider = (typeof BANK_PROVIDERS)[number];

export const BANK_ACCOUNT_STATUSES = ['connected', 'disconnected'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

export const BANK_STATEMENT_FORMATS = ['ofx', 'qfx', 'csv'] as const;
export type BankStatementFormat = (typeof BANK_STATEMENT_FORMATS)[number];

/** Largest statement file accepted, in bytes once decoded from base64 (5 MiB). */
export const BANK_STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Largest import request body: the largest file in base64 (4 bytes per 3) plus room for the name. */
export const BANK_STATEMENT_MAX_BODY_BYTES = Math.ceil((BANK_STATEMENT_MAX_BYTES * 4) / 3) + 64 * 1024;

/** Lines a page of an account's lines holds unless `limit` says otherwise, and at most. */
export const BANK_LINE_PAGE_SIZE = 50;
export const BANK_LINE_PAGE_SIZE_MAX = 500;

export const BANK_MESSAGES = {
  establishmentId: 'Not a valid establishment id.',
  accountId: 'Not a valid bank account id.',
  accountNotFound: 'Bank account not found.',
  name: 'Give the account a name of at most 120 characters.',
  accountMask: 'The account number must be its last 4 digits.',
  currency: 'Currency must be a 3-letter code such as USD.',
  fileName: 'Give the file name, at most 255 characters.',
  content: 'The file content must be base64.',
  tooLarge: `The file is larger than ${BANK_STATEMENT_MAX_BYTES / 1024 / 1024} MB. Export a shorter period from the bank.`,
  notStatementAccount: 'Statements can be imported only into an account fed by statement import.',
  otherAccount: (fileMask: string, accountMask: string) =>
    `This statement is for the account ending ${fileMask}, not the one ending ${accountMask}.`,
  otherCurrency: (fileCurrency: string, accountCurrency: string) =>
    `This statement is in ${fileCurrency}; the account is in ${accountCurrency}.`,
  wholeLocation: 'Only managers and owners see the bank accounts.',
  from: 'from must be a date like 2026-11-01.',
  to: 'to must be a date like 2026-11-30.',
  range: 'from must not be after to.',
  cursor: 'cursor must be one a previous page gave.',
  limit: `limit must be between 1 and ${BANK_LINE_PAGE_SIZE_MAX}.`,
} as const;

const establishmentParams = z.object({ id: idSchema(BANK_MESSAGES.establishmentId) });
const accountParams = establishmentParams.extend({ accountId: idSchema(BANK_MESSAGES.accountId) });
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One bank account of a location as the Finance page shows it (spec §3 bankAccounts). */
export const bankAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  provider: z.enum(BANK_PROVIDERS),
  /** The account number's last 4 digits, or null when not known yet (never more digits). */
  accountMask: z.string().nullable(),
  /** CHECKING, SAVINGS, CREDITCARD… as the bank's file says; null until a file says. */
  accountType: z.string().nullable(),
  currency: z.string(),
  /** The bank's closing (ledger) balance in dollars as of `balanceOn`; null until a file gives one. */
  balance: z.number().nullable(),
  balanceOn: date.nullable(),
  /** When the account was last fed (a statement imported, a Plaid sync), ISO instant; null: never. */
  lastSync: z.string().nullable(),
  status: z.enum(BANK_ACCOUNT_STATUSES),
  plaidItemId: z.string().nullable(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/**
 * GET …/financials answer (spec §3 "Financials per establishment"): the location's bank
 * accounts by name; `needsPlaidConnection` when a Plaid account has lost its connection;
 * `plaidConfigured` whether this server can connect a bank through Plaid (PLAID_CLIENT_ID…).
 */
export const financialsSchema = z.object({
  bankAccounts: z.array(bankAccountSchema),
  needsPlaidConnection: z.boolean(),
  plaidConfigured: z.boolean(),
});
export type Financials = z.infer<typeof financialsSchema>;

/** POST …/bank-accounts body: an account fed by statement import. */
export const bankAccountCreateSchema = z.object({
  name: requiredTextSchema({ max: TEXT_MAX.name, required: BANK_MESSAGES.name, message: BANK_MESSAGES.name }),
  accountMask: z
    .string(BANK_MESSAGES.accountMask)
    .regex(/^\d{4}$/, BANK_MESSAGES.accountMask)
    .optional(),
  currency: z
    .string(BANK_MESSAGES.currency)
    .regex(/^[A-Z]{3}$/, BANK_MESSAGES.currency)
    .default('USD'),
});
export type BankAccountCreate = z.input<typeof bankAccountCreateSchema>;
export type BankAccountCreateParsed = z.output<typeof bankAccountCreateSchema>;

/**
 * POST …/statements body: the file's name as uploaded and its bytes in base64 (at most
 * BANK_STATEMENT_MAX_BYTES decoded). OFX, QFX or CSV, told from the content.
 */
export const bankStatementImportSchema = z.object({
  fileName: requiredTextSchema({
    max: 255,
    required: BANK_MESSAGES.fileName,
    message: BANK_MESSAGES.fileName,
  }),
  content: z
    .string(BANK_MESSAGES.content)
    .max(Math.ceil((BANK_STATEMENT_MAX_BYTES * 4) / 3) + 4, BANK_MESSAGES.tooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, BANK_MESSAGES.content),
});
export type BankStatementImport = z.input<typeof bankStatementImportSchema>;

/**
 * What one import did: lines the file held, lines new to the account (a line already stored,
 * from this file or an overlapping one, is not stored again), and the period it covers.
 */
export const bankStatementImportResultSchema = z.object({
  importId: z.uuid(),
  format: z.enum(BANK_STATEMENT_FORMATS),
  linesRead: z.number().int(),
  linesAdded: z.number().int(),
  from: date.nullable(),
  to: date.nullable(),
});
export type BankStatementImportResult = z.infer<typeof bankStatementImportResultSchema>;

/** GET …/lines query: posted days from–to (inclusive), the `nextCursor` of the page before, a size. */
export const bankLineListQuerySchema = z
  .object({
    from: calendarDateSchema(BANK_MESSAGES.from).optional(),
    to: calendarDateSchema(BANK_MESSAGES.to).optional(),
    cursor: z
      .string(BANK_MESSAGES.cursor)
      .regex(
        /^\d{4}-\d{2}-\d{2}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        BANK_MESSAGES.cursor,
      )
      .optional(),
    limit: queryInt(BANK_MESSAGES.limit, 1, BANK_LINE_PAGE_SIZE_MAX).default(BANK_LINE_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: BANK_MESSAGES.range, path: ['from'] });
export type BankLineListQuery = z.input<typeof bankLineListQuerySchema>;
export type BankLineListQueryParsed = z.output<typeof bankLineListQuerySchema>;

/** One stored bank line; `amount` in dollars, deposits positive, withdrawals and charges negative. */
export const bankLineSchema = z.object({
  id: z.uuid(),
  postedOn: date,
  amount: z.number(),
  description: z.string(),
  memo: z.string().nullable(),
  reference: z.string().nullable(),
  type: z.string().nullable(),
  /** The statement import that brought the line; null for a line a Plaid sync brought. */
  importId: z.uuid().nullable(),
});
export type BankLine = z.infer<typeof bankLineSchema>;

/** A page of lines, newest posted day first; `nextCursor` asks for the next page (null: no more). */
export const bankLinePageSchema = z.object({
  lines: z.array(bankLineSchema),
  nextCursor: z.string().nullable(),
});
export type BankLinePage = z.infer<typeof bankLinePageSchema>;

export const BANK_ENDPOINTS = {
  financials: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id/financials',
    access: { permission: 'revenue:read' },
    summary: "A location's bank accounts with their balances, and whether a bank connection needs attention.",
    params: establishmentParams,
    response: envelope(financialsSchema),
  }),
  createAccount: endpoint({
    method: 'POST',
    path: '/api/admin/establishments/:id/bank-accounts',
    access: { permission: 'establishment:update' },
    summary: 'Adds a bank account fed by statement import to a location.',
    params: establishmentParams,
    body: bankAccountCreateSchema,
    response: envelope(bankAccountSchema),
    status: 201,
  }),
  importStatement: endpoint({
    method: 'POST',
    path: '/api/admin/establishments/:id/bank-accounts/:accountId/statements',
    access: { permission: 'establishment:update' },
    summary:
      'Imports an OFX, QFX or CSV statement (base64): stores each bank line once, updates the balance; a file it cannot read is a 400 and writes nothing.',
    params: accountParams,
    body: bankStatementImportSchema,
    response: envelope(bankStatementImportResultSchema),
    status: 201,
  }),
  lines: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id/bank-accounts/:accountId/lines',
    access: { permission: 'revenue:read' },
    summary: "An account's stored bank lines, newest first, a page at a time (keyset cursor).",
    params: accountParams,
    query: bankLineListQuerySchema,
    response: envelope(bankLinePageSchema),
  }),
} as const;
