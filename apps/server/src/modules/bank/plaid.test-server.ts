/**
 * A scripted Plaid for tests (issue #31: "the Plaid provider against a scripted loopback server
 * of Plaid's endpoints"): node:http on 127.0.0.1, answering /link/token/create,
 * /item/public_token/exchange, /accounts/balance/get, /transactions/sync and /item/remove with
 * Plaid's JSON shapes, from what the test scripts. It checks the client id and secret headers and
 * the access token, records every call, and counts syncs of one item running at once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccountBase, RemovedTransaction, Transaction } from 'plaid';

export const TEST_CLIENT_ID = 'test-client-id';
export const TEST_SECRET = 'test-secret';

/** One /transactions/sync answer after a cursor. */
export interface ScriptedPage {
  added?: Transaction[];
  modified?: Transaction[];
  removed?: RemovedTransaction[];
  next_cursor: string;
  has_more: boolean;
}

export interface ScriptedItem {
  itemId: string;
  accessToken: string;
  institutionId: string;
  institutionName: string;
  accounts: AccountBase[];
  /** Pages by the cursor asked ('' for the first sync). */
  pages: Map<string, ScriptedPage>;
  removed?: boolean;
}

export interface PlaidCall {
  path: string;
  body: Record<string, unknown>;
}

export interface ScriptedPlaid {
  url: string;
  /** Items by the public token that Link would return for them. */
  items: Map<string, ScriptedItem>;
  calls: PlaidCall[];
  /** The next call to a path answers this Plaid error instead (then it is forgotten). */
  failNext: Map<string, { status: number; code: string; type?: string; display?: string }>;
  /** Milliseconds each /transactions/sync waits before answering. */
  syncDelayMs: number;
  /** Most syncs of one access token seen running at the same time. */
  maxConcurrentSyncs: number;
  close(): Promise<void>;
}

/** A Plaid transaction with every field Plaid sends, `over` replacing some. */
export function plaidTransaction(
  over: Partial<Transaction> & Pick<Transaction, 'transaction_id' | 'account_id'>,
): Transaction {
  return {
    amount: 0,
    iso_currency_code: 'USD',
    unofficial_currency_code: null,
    category: null,
    category_id: null,
    check_number: null,
    date: '2026-11-02',
    location: {
      address: null,
      city: null,
      region: null,
      postal_code: null,
      country: null,
      lat: null,
      lon: null,
      store_number: null,
    },
    name: 'Line',
    merchant_name: null,
    original_description: null,
    payment_meta: {
      reference_number: null,
      ppd_id: null,
      payee: null,
      by_order_of: null,
      payer: null,
      payment_method: null,
      payment_processor: null,
      reason: null,
    },
    pending: false,
    pending_transaction_id: null,
    account_owner: null,
    authorized_date: null,
    authorized_datetime: null,
    datetime: null,
    payment_channel: 'other' as Transaction['payment_channel'],
    transaction_code: null,
    ...over,
  };
}

/** A Plaid account with its balances. */
export function plaidAccount(over: Partial<AccountBase> & Pick<AccountBase, 'account_id'>): AccountBase {
  return {
    balances: {
      available: 100,
      current: 110,
      limit: null,
      iso_currency_code: 'USD',
      unofficial_currency_code: null,
    },
    mask: '0000',
    name: 'Plaid Checking',
    official_name: 'Plaid Gold Standard 0% Interest Checking',
    type: 'depository' as AccountBase['type'],
    subtype: 'checking' as AccountBase['subtype'],
    ...over,
  };
}

function plaidError(
  res: http.ServerResponse,
  status: number,
  code: string,
  type = 'INVALID_INPUT',
  display?: string,
) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      error_type: type,
      error_code: code,
      error_message: `scripted ${code}`,
      display_message: display ?? null,
      request_id: 'req-error',
    }),
  );
}

function reply(res: http.ServerResponse, body: Record<string, unknown>) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ ...body, request_id: 'req-ok' }));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the scripted Plaid on a free loopback port. */
export async function startScriptedPlaid(): Promise<ScriptedPlaid> {
  const items = new Map<string, ScriptedItem>();
  const calls: PlaidCall[] = [];
  const failNext: ScriptedPlaid['failNext'] = new Map();
  const running = new Map<string, number>();
  const byToken = (token: unknown) => [...items.values()].find((i) => i.accessToken === token && !i.removed);

  const state = { syncDelayMs: 0, maxConcurrentSyncs: 0 };

  async function answer(path: string, body: Record<string, unknown>, res: http.ServerResponse) {
    const fail = failNext.get(path);
    if (fail) {
      failNext.delete(path);
      return plaidError(res, fail.status, fail.code, fail.type, fail.display);
    }
    if (path === '/link/token/create')
      return reply(res, { link_token: 'link-sandbox-0001', expiration: '2026-11-02T12:00:00Z' });
    if (path === '/item/public_token/exchange') {
      const item = items.get(String(body.public_token));
      if (!item) return plaidError(res, 400, 'INVALID_PUBLIC_TOKEN');
      return reply(res, { access_token: item.accessToken, item_id: item.itemId });
    }
    const item = byToken(body.access_token);
    if (!item) return plaidError(res, 400, 'INVALID_ACCESS_TOKEN');
    if (path === '/accounts/balance/get')
      return reply(res, {
        accounts: item.accounts,
        item: {
          item_id: item.itemId,
          institution_id: item.institutionId,
          institution_name: item.institutionName,
          webhook: null,
          error: null,
          available_products: [],
          billed_products: ['transactions'],
          consent_expiration_time: null,
          update_type: 'background',
        },
      });
    if (path === '/item/remove') {
      item.removed = true;
      return reply(res, {});
    }
    if (path === '/transactions/sync') {
      const page = item.pages.get(typeof body.cursor === 'string' ? body.cursor : '');
      if (!page) return plaidError(res, 400, 'INVALID_FIELD', 'INVALID_REQUEST');
      return reply(res, {
        transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
        accounts: item.accounts,
        added: page.added ?? [],
        modified: page.modified ?? [],
        removed: page.removed ?? [],
        next_cursor: page.next_cursor,
        has_more: page.has_more,
      });
    }
    return plaidError(res, 404, 'NOT_FOUND', 'INVALID_REQUEST');
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const path = req.url ?? '';
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
        calls.push({ path, body });
        if (req.headers['plaid-client-id'] !== TEST_CLIENT_ID || req.headers['plaid-secret'] !== TEST_SECRET)
          return plaidError(res, 400, 'INVALID_API_KEYS', 'INVALID_INPUT');
        if (path !== '/transactions/sync') return answer(path, body, res);
        const token = String(body.access_token);
        const now = (running.get(token) ?? 0) + 1;
        running.set(token, now);
        state.maxConcurrentSyncs = Math.max(state.maxConcurrentSyncs, now);
        try {
          await wait(state.syncDelayMs);
          await answer(path, body, res);
        } finally {
          running.set(token, (running.get(token) ?? 1) - 1);
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    items,
    calls,
    failNext,
    get syncDelayMs() {
      return state.syncDelayMs;
    },
    set syncDelayMs(ms: number) {
      state.syncDelayMs = ms;
    },
    get maxConcurrentSyncs() {
      return state.maxConcurrentSyncs;
    },
    set maxConcurrentSyncs(n: number) {
      state.maxConcurrentSyncs = n;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
