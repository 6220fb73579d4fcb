/**
 * Plaid as a bank connection provider (issue #31 Financials; the official `plaid` client):
 * Link tokens, public-token exchange, accounts with balances (/accounts/balance/get), transaction
 * changes by cursor (/transactions/sync) and /item/remove. Configured by PLAID_CLIENT_ID,
 * PLAID_SECRET, PLAID_ENV and BANK_TOKEN_KEY (config.ts); without them there is no provider and
 * the routes answer that Plaid is not set up. PLAID_BASE_URL points the client elsewhere (tests'
 * loopback server). Plaid's refusals become BankProviderError with Plaid's error_code.
 */
import { Configuration, CountryCode, PlaidApi, PlaidEnvironments, Products } from 'plaid';
import { BankProviderError, type BankConnectionProvider } from './bank.provider.js';
import { toProviderAccount, toProviderLines, toRemovedLine } from './plaid-mapping.js';

export const PLAID_ENVS = ['sandbox', 'production'] as const;
export type PlaidEnv = (typeof PLAID_ENVS)[number];

/** What Plaid needs from the configuration; `tokenKey` seals access tokens (32 bytes). */
export interface PlaidSettings {
  clientId: string;
  secret: string;
  env: PlaidEnv;
  /** Overrides the environment's address (https://sandbox.plaid.com…), e.g. a test server. */
  baseUrl?: string;
  tokenKey: Buffer;
}

/** Transaction updates asked per /transactions/sync page (Plaid allows 1–500). */
const SYNC_PAGE = 500;
/** Milliseconds before a Plaid call is given up. */
const TIMEOUT_MS = 30_000;

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** A failed call as a BankProviderError: Plaid's error body when it answered, else unreachable. */
export function toProviderError(err: unknown): BankProviderError {
  const body = field(field(err, 'response'), 'data');
  const code = field(body, 'error_code');
  if (typeof code === 'string') {
    const message = field(body, 'error_message');
    const display = field(body, 'display_message');
    return new BankProviderError(
      code,
      typeof message === 'string' ? message : code,
      typeof display === 'string' ? display : null,
    );
  }
  const text = err instanceof Error ? err.message : String(err);
  return new BankProviderError('PROVIDER_UNREACHABLE', `Plaid could not be reached: ${text}`, null);
}

async function call<T>(request: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await request()).data;
  } catch (err) {
    throw toProviderError(err);
  }
}

/** The Plaid provider for `settings`. */
export function createPlaidProvider(settings: PlaidSettings): BankConnectionProvider {
  const client = new PlaidApi(
    new Configuration({
      basePath: settings.baseUrl ?? PlaidEnvironments[settings.env],
      baseOptions: {
        timeout: TIMEOUT_MS,
        headers: { 'PLAID-CLIENT-ID': settings.clientId, 'PLAID-SECRET': settings.secret },
      },
    }),
  );
  return {
    provider: 'plaid',
    async createLinkToken({ userRef, accessToken }) {
      const data = await call(() =>
        client.linkTokenCreate({
          client_name: 'Daybook',
          language: 'en',
          country_codes: [CountryCode.Us],
          user: { client_user_id: userRef },
          // Update mode (signing in again) names the connection and no products.
          ...(accessToken ? { access_token: accessToken } : { products: [Products.Transactions] }),
        }),
      );
      return { linkToken: data.link_token, expiration: data.expiration };
    },
    async exchangePublicToken(publicToken) {
      const data = await call(() => client.itemPublicTokenExchange({ public_token: publicToken }));
      return { itemId: data.item_id, accessToken: data.access_token };
    },
    async accounts(accessToken) {
      const data = await call(() => client.accountsBalanceGet({ access_token: accessToken }));
      return {
        institutionId: data.item.institution_id ?? null,
        institutionName: data.item.institution_name ?? null,
        accounts: data.accounts.map(toProviderAccount),
      };
    },
    async changes(accessToken, cursor) {
      const data = await call(() =>
        client.transactionsSync({
          access_token: accessToken,
          count: SYNC_PAGE,
          ...(cursor ? { cursor } : {}),
        }),
      );
      return {
        added: toProviderLines(data.added),
        modified: toProviderLines(data.modified),
        removed: data.removed.map(toRemovedLine),
        nextCursor: data.next_cursor,
        hasMore: data.has_more,
      };
    },
    async remove(accessToken) {
      await call(() => client.itemRemove({ access_token: accessToken }));
    },
  };
}

/** What a page opening Plaid Link must be allowed to load (Plaid's CSP directives for Link). */
export interface PlaidLinkSources {
  script: string[];
  frame: string[];
  connect: string[];
}

/**
 * The Content-Security-Policy sources Plaid Link needs (plaid.com/docs/link/web, "CSP
 * directives"): its script and frame from cdn.plaid.com, its environment's API. None when Plaid
 * is not set up, so such a server's pages allow nothing of Plaid.
 */
export function plaidLinkSources(settings: PlaidSettings | null): PlaidLinkSources {
  if (!settings) return { script: [], frame: [], connect: [] };
  return {
    script: ['https://cdn.plaid.com/link/v2/stable/link-initialize.js'],
    frame: ['https://cdn.plaid.com/'],
    connect: [`${PlaidEnvironments[settings.env]}/`],
  };
}
