/**
 * The bank connection behind a location's accounts (issue #31 Financials: "bank accounts per
 * location behind one BankProvider interface with two real providers"). A provider hands the
 * bank module accounts with balances and changes to their lines, each line in the shape the
 * statement readers give (StatementLine: a line key stable across deliveries, the posted day,
 * signed integer cents). Statement import, the other provider, needs no connection: the owner
 * brings the file and its lines are stored by bank.import.ts. Plaid is plaid-provider.ts.
 */
import type { BankProvider } from '@daybook/contracts';
import type { StatementLine } from './statement.js';

/** One account of a connection as the provider reports it. */
export interface ProviderAccount {
  /** The provider's id of the account (Plaid `account_id`). */
  providerAccountId: string;
  name: string;
  /** The account number's last 4 digits, or null when the provider gives no 4-digit mask. */
  mask: string | null;
  /** depository/checking, credit/credit card… as the provider names it; null when unknown. */
  type: string | null;
  /** ISO 4217 code, e.g. 'USD'. */
  currency: string;
  /** Integer cents from the holder's side (money owed on a card negative); null when not given. */
  balanceCents: number | null;
}

/** The accounts of a connection and the institution they are at. */
export interface ProviderItem {
  institutionId: string | null;
  institutionName: string | null;
  accounts: ProviderAccount[];
}

/** A line of one account, as added or changed at the provider. */
export interface ProviderLine extends StatementLine {
  providerAccountId: string;
}

/** One page of changes after a cursor (Plaid /transactions/sync). */
export interface ProviderChanges {
  added: ProviderLine[];
  modified: ProviderLine[];
  /** Lines gone at the provider: the account and the line key. */
  removed: { providerAccountId: string; lineKey: string }[];
  /** Where the next page starts; after the last page, where the next sync starts. */
  nextCursor: string;
  hasMore: boolean;
}

/** A bank connection service: linking a login, reading accounts and line changes, unlinking. */
export interface BankConnectionProvider {
  readonly provider: Extract<BankProvider, 'plaid'>;
  /**
   * A short-lived token the browser opens the provider's login widget with. `userRef` names the
   * person (an opaque id, no personal data); `accessToken` opens it to sign in again to a
   * connection that needs it (update mode).
   */
  createLinkToken(input: {
    userRef: string;
    accessToken?: string;
  }): Promise<{ linkToken: string; expiration: string }>;
  /** Trades the widget's one-time public token for the connection's lasting access token. */
  exchangePublicToken(publicToken: string): Promise<{ itemId: string; accessToken: string }>;
  /** The connection's accounts with their current balances, and its institution. */
  accounts(accessToken: string): Promise<ProviderItem>;
  /** One page of line changes after `cursor` (null: from the start of the history). */
  changes(accessToken: string, cursor: string | null): Promise<ProviderChanges>;
  /** Ends the connection at the provider; the access token is useless afterwards. */
  remove(accessToken: string): Promise<void>;
}

/** A provider's refusal: its machine code (Plaid `error_code`) and its text for a person, if any. */
export class BankProviderError extends Error {
  readonly code: string;
  readonly displayMessage: string | null;

  constructor(code: string, message: string, displayMessage: string | null) {
    super(message);
    this.name = 'BankProviderError';
    this.code = code;
    this.displayMessage = displayMessage;
  }
}

/** The code a provider gives when the bank wants its customer to sign in again. */
export const LOGIN_REQUIRED = 'ITEM_LOGIN_REQUIRED';
/** Plaid: the history changed while its pages were read; read again from the first cursor. */
export const MUTATION_DURING_PAGINATION = 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION';
