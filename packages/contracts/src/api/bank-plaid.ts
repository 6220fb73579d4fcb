/**
 * Financials' bank connections through Plaid (spec operations.md §1 "connect a bank", §3 "Bank
 * connection": itemId, institutionId, institutionName, accounts, lastSync, status; issue #31).
 * The browser opens Plaid Link with a link token, and hands the public token Link returns to
 * the server, which keeps the connection (an item) with its access token sealed and adds the
 * item's accounts to the location as accounts of provider 'plaid'. A sync reads the item's
 * transaction changes by cursor into the accounts' bank lines; disconnecting ends the item at
 * Plaid. The access token never leaves the server. A server without Plaid set up answers 409
 * `notConfigured` to every write and writes nothing. Reading needs revenue:read over the whole
 * location, writing establishment:update, as for the accounts (api/bank.ts).
 */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import { bankAccountSchema } from './bank.js';

export const BANK_PLAID_ITEM_STATUSES = ['connected', 'login_required', 'disconnected'] as const;
/** connected; login_required: the bank wants its customer to sign in again (Link in update mode); disconnected. */
export type BankPlaidItemStatus = (typeof BANK_PLAID_ITEM_STATUSES)[number];

export const BANK_PLAID_MESSAGES = {
  establishmentId: 'Not a valid establishment id.',
  itemId: 'Not a valid bank connection id.',
  publicToken: 'Give the public token Plaid Link returned.',
  notConfigured:
    'Bank connections through Plaid are not set up on this server. Import a statement from your bank instead.',
  itemNotFound: 'Bank connection not found.',
  disconnected: 'This bank connection was disconnected. Connect the bank again.',
  syncRunning: 'This bank connection is being synced already. Try again in a moment.',
  tokenUnreadable:
    "This bank connection was saved under another encryption key than this server's. Connect the bank again.",
  plaidRefused: (text: string) => `Plaid could not do this: ${text}`,
} as const;

/** Plaid's item ids: letters, digits, '-' and '_' (Plaid: case-sensitive, about 37 characters). */
const plaidItemIdSchema = z
  .string(BANK_PLAID_MESSAGES.itemId)
  .regex(/^[A-Za-z0-9_-]{1,100}$/, BANK_PLAID_MESSAGES.itemId);

const establishmentParams = z.object({ id: idSchema(BANK_PLAID_MESSAGES.establishmentId) });
const itemParams = establishmentParams.extend({ itemId: plaidItemIdSchema });

/** POST …/plaid/link-token body: `itemId` asks for Link in update mode, to sign in again to that connection. */
export const bankPlaidLinkTokenRequestSchema = z.object({ itemId: plaidItemIdSchema.optional() });
export type BankPlaidLinkTokenRequest = z.input<typeof bankPlaidLinkTokenRequestSchema>;

/** A Link token for the browser (valid about 4 hours; `expiration` an ISO instant). */
export const bankPlaidLinkTokenSchema = z.object({ linkToken: z.string(), expiration: z.string() });
export type BankPlaidLinkToken = z.infer<typeof bankPlaidLinkTokenSchema>;

/** POST …/plaid/items body: the public token of Link's onSuccess. */
export const bankPlaidConnectSchema = z.object({
  publicToken: z
    .string(BANK_PLAID_MESSAGES.publicToken)
    .regex(/^[A-Za-z0-9_-]{1,200}$/, BANK_PLAID_MESSAGES.publicToken),
});
export type BankPlaidConnect = z.input<typeof bankPlaidConnectSchema>;

/** One bank connection of a location (spec §3 "Bank connection"), without its access token. */
export const bankPlaidItemSchema = z.object({
  itemId: z.string(),
  institutionId: z.string().nullable(),
  institutionName: z.string().nullable(),
  status: z.enum(BANK_PLAID_ITEM_STATUSES),
  /** When its transactions were last synced, ISO instant; null: never. */
  lastSync: z.string().nullable(),
  /** The last Plaid error code a sync met (ITEM_LOGIN_REQUIRED…); null after a sync that worked. */
  error: z.string().nullable(),
  /** Its accounts, as the financials list them (provider 'plaid'). */
  accounts: z.array(bankAccountSchema),
});
export type BankPlaidItem = z.infer<typeof bankPlaidItemSchema>;

/** What one sync did: bank lines added, changed and removed, and the connection afterwards. */
export const bankPlaidSyncResultSchema = z.object({
  added: z.number().int(),
  modified: z.number().int(),
  removed: z.number().int(),
  item: bankPlaidItemSchema,
});
export type BankPlaidSyncResult = z.infer<typeof bankPlaidSyncResultSchema>;

export const BANK_PLAID_ENDPOINTS = {
  linkToken: endpoint({
    method: 'POST',
    path: '/api/admin/establishments/:id/plaid/link-token',
    access: { permission: 'establishment:update' },
    summary: 'A Plaid Link token to connect a bank to the location, or to sign in again to a connection.',
    params: establishmentParams,
    body: bankPlaidLinkTokenRequestSchema,
    response: envelope(bankPlaidLinkTokenSchema),
  }),
  connect: endpoint({
    method: 'POST',
    path: '/api/admin/establishments/:id/plaid/items',
    access: { permission: 'establishment:update' },
    summary:
      "Exchanges Link's public token: keeps the connection (access token sealed) and adds its accounts with their balances.",
    params: establishmentParams,
    body: bankPlaidConnectSchema,
    response: envelope(bankPlaidItemSchema),
    status: 201,
  }),
  items: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id/plaid/items',
    access: { permission: 'revenue:read' },
    summary: "A location's bank connections through Plaid with their accounts, newest first.",
    params: establishmentParams,
    response: envelope(z.array(bankPlaidItemSchema)),
  }),
  sync: endpoint({
    method: 'POST',
    path: '/api/admin/establishments/:id/plaid/items/:itemId/sync',
    access: { permission: 'establishment:update' },
    summary:
      "Reads the connection's transaction changes since the last sync into its accounts' bank lines, and their balances.",
    params: itemParams,
    response: envelope(bankPlaidSyncResultSchema),
  }),
  disconnect: endpoint({
    method: 'POST',
    path: '/api/admin/establishments/:id/plaid/items/:itemId/disconnect',
    access: { permission: 'establishment:update' },
    summary: 'Ends the connection at Plaid and erases its access token; its accounts and lines stay.',
    params: itemParams,
    response: envelope(bankPlaidItemSchema),
  }),
} as const;
