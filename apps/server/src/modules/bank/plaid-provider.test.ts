/**
 * The Plaid provider without a database (issue #31): access tokens sealed at rest, Plaid's shapes
 * mapped to ours (amounts positive for money out become signed cents, deposits positive), the
 * configuration that starts Plaid only with its key, and the official client against the scripted
 * loopback Plaid: requests, pages by cursor, errors by Plaid's code, and a sync's pages read again
 * when Plaid says the history changed meanwhile.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { BankProviderError, type BankConnectionProvider } from './bank.provider.js';
import { readAllChanges } from './bank.plaid.sync.js';
import { plaidAmountToCents, toProviderAccount, toProviderLine } from './plaid-mapping.js';
import { createPlaidProvider, plaidLinkSources } from './plaid-provider.js';
import { decryptToken, encryptToken, parseTokenKey } from './plaid-token-crypto.js';
import {
  TEST_CLIENT_ID,
  TEST_SECRET,
  plaidAccount,
  plaidTransaction,
  startScriptedPlaid,
  type ScriptedPlaid,
} from './plaid.test-server.js';

const key = randomBytes(32);
const TOKEN = 'access-sandbox-6b3e1c1d-2a0e-4c1b-9a57-9f7e5d1c0a11';

describe('access tokens at rest', () => {
  it('seals a token so that the stored text does not contain it, and opens it again', () => {
    const sealed = encryptToken(key, 'item-1', TOKEN);
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(sealed).not.toContain(TOKEN);
    expect(Buffer.from(sealed.slice(3), 'base64').toString('latin1')).not.toContain(TOKEN);
    expect(decryptToken(key, 'item-1', sealed)).toBe(TOKEN);
    expect(encryptToken(key, 'item-1', TOKEN)).not.toBe(sealed);
  });

  it('refuses another key, another item, or an altered text', () => {
    const sealed = encryptToken(key, 'item-1', TOKEN);
    expect(() => decryptToken(randomBytes(32), 'item-1', sealed)).toThrow();
    expect(() => decryptToken(key, 'item-2', sealed)).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 1;
    expect(() => decryptToken(key, 'item-1', `v1:${bytes.toString('base64')}`)).toThrow();
  });

  it('takes a key of exactly 32 bytes in base64', () => {
    expect(parseTokenKey(key.toString('base64'))).toEqual(key);
    expect(parseTokenKey(randomBytes(16).toString('base64'))).toBe('must be 32 bytes in base64, not 16');
    expect(parseTokenKey('not base64!')).toMatch(/must be base64/);
  });
});

describe('Plaid configuration', () => {
  const base = { NODE_ENV: 'test' } as const;

  it('leaves Plaid off without its client id and secret', () => {
    expect(loadConfig({ ...base }).plaid).toBeNull();
  });

  it('refuses to start Plaid without the token key, or with half of the credentials', () => {
    expect(() => loadConfig({ ...base, PLAID_CLIENT_ID: 'c', PLAID_SECRET: 's' })).toThrow(
      /BANK_TOKEN_KEY: is required with Plaid/,
    );
    expect(() =>
      loadConfig({ ...base, PLAID_CLIENT_ID: 'c', BANK_TOKEN_KEY: key.toString('base64') }),
    ).toThrow(/PLAID_SECRET: Plaid needs both/);
    expect(() =>
      loadConfig({ ...base, PLAID_CLIENT_ID: 'c', PLAID_SECRET: 's', BANK_TOKEN_KEY: 'c2hvcnQ=' }),
    ).toThrow(/BANK_TOKEN_KEY: must be 32 bytes/);
    expect(() => loadConfig({ ...base, PLAID_ENV: 'development' })).toThrow(/retired its development/);
  });

  it('gives the settings with the key and the environment', () => {
    const config = loadConfig({
      ...base,
      PLAID_CLIENT_ID: 'c',
      PLAID_SECRET: 's',
      PLAID_ENV: 'production',
      BANK_TOKEN_KEY: key.toString('base64'),
      PLAID_BASE_URL: 'http://127.0.0.1:9',
    });
    expect(config.plaid).toEqual({
      clientId: 'c',
      secret: 's',
      env: 'production',
      baseUrl: 'http://127.0.0.1:9',
      tokenKey: key,
    });
  });
});

describe("Plaid Link's page sources", () => {
  it("allows Link's script, frame and the environment's API only when Plaid is set up", () => {
    expect(plaidLinkSources(null)).toEqual({ script: [], frame: [], connect: [] });
    const settings = { clientId: 'c', secret: 's', tokenKey: key } as const;
    expect(plaidLinkSources({ ...settings, env: 'sandbox' })).toEqual({
      script: ['https://cdn.plaid.com/link/v2/stable/link-initialize.js'],
      frame: ['https://cdn.plaid.com/'],
      connect: ['https://sandbox.plaid.com/'],
    });
    expect(plaidLinkSources({ ...settings, env: 'production' }).connect).toEqual([
      'https://production.plaid.com/',
    ]);
  });
});

describe("Plaid's shapes to ours", () => {
  it('turns money out (positive at Plaid) into negative cents and deposits into positive', () => {
    expect(plaidAmountToCents(12.34)).toBe(-1234);
    expect(plaidAmountToCents(-500)).toBe(50000);
    expect(plaidAmountToCents(0.1 + 0.2)).toBe(-30);
    expect(Object.is(plaidAmountToCents(0), 0)).toBe(true);
  });

  it('keys a posted line by its transaction id, leaves pending ones out', () => {
    const posted = plaidTransaction({
      transaction_id: 'tx-1',
      account_id: 'acc-1',
      amount: 89.4,
      date: '2026-11-03',
      name: 'SQ *BLUE BOTTLE 0349',
      merchant_name: 'Blue Bottle',
      check_number: '1042',
    });
    expect(toProviderLine(posted)).toEqual({
      providerAccountId: 'acc-1',
      lineKey: 'tx-1',
      postedOn: '2026-11-03',
      amountCents: -8940,
      description: 'Blue Bottle',
      memo: 'SQ *BLUE BOTTLE 0349',
      reference: '1042',
      type: 'other',
    });
    expect(toProviderLine({ ...posted, pending: true })).toBeNull();
  });

  it('keeps a 4-digit mask only, names kinds as statements do, and shows money owed negative', () => {
    const checking = toProviderAccount(plaidAccount({ account_id: 'a', mask: '0000' }));
    expect(checking).toMatchObject({ mask: '0000', type: 'CHECKING', currency: 'USD', balanceCents: 11000 });
    const card = toProviderAccount(
      plaidAccount({
        account_id: 'b',
        mask: '33',
        type: 'credit' as never,
        subtype: 'credit card' as never,
        balances: {
          available: null,
          current: 410.5,
          limit: 2000,
          iso_currency_code: 'USD',
          unofficial_currency_code: null,
        },
      }),
    );
    expect(card).toMatchObject({ mask: null, type: 'CREDITCARD', balanceCents: -41050 });
    const crypto = toProviderAccount(
      plaidAccount({
        account_id: 'c',
        balances: {
          available: 1,
          current: 1,
          limit: null,
          iso_currency_code: null,
          unofficial_currency_code: 'BTC',
        },
      }),
    );
    expect(crypto.balanceCents).toBeNull();
  });
});

describe('the official client against the scripted Plaid', () => {
  let plaid: ScriptedPlaid;
  let provider: BankConnectionProvider;

  beforeAll(async () => {
    plaid = await startScriptedPlaid();
    provider = createPlaidProvider({
      clientId: TEST_CLIENT_ID,
      secret: TEST_SECRET,
      env: 'sandbox',
      baseUrl: plaid.url,
      tokenKey: key,
    });
    const t = (id: string, amount: number) =>
      plaidTransaction({ transaction_id: id, account_id: 'acc-1', amount });
    plaid.items.set('public-1', {
      itemId: 'item-1',
      accessToken: TOKEN,
      institutionId: 'ins_109508',
      institutionName: 'First Platypus Bank',
      accounts: [plaidAccount({ account_id: 'acc-1' })],
      pages: new Map([
        ['', { added: [t('tx-1', 10), t('tx-2', -20)], next_cursor: 'c1', has_more: true }],
        [
          'c1',
          {
            added: [t('tx-3', 30)],
            removed: [{ transaction_id: 'tx-1', account_id: 'acc-1' }],
            next_cursor: 'c2',
            has_more: false,
          },
        ],
        ['c2', { next_cursor: 'c2', has_more: false }],
      ]),
    });
  });
  afterAll(() => plaid.close());

  it('asks a Link token for transactions with the credentials in headers, or in update mode', async () => {
    await expect(provider.createLinkToken({ userRef: 'user-1' })).resolves.toEqual({
      linkToken: 'link-sandbox-0001',
      expiration: '2026-11-02T12:00:00Z',
    });
    expect(plaid.calls.at(-1)?.body).toMatchObject({
      client_name: 'Daybook',
      country_codes: ['US'],
      products: ['transactions'],
      user: { client_user_id: 'user-1' },
    });
    await provider.createLinkToken({ userRef: 'user-1', accessToken: TOKEN });
    expect(plaid.calls.at(-1)?.body).toMatchObject({ access_token: TOKEN });
    expect(plaid.calls.at(-1)?.body).not.toHaveProperty('products');
  });

  it('exchanges a public token and reads the accounts and institution', async () => {
    await expect(provider.exchangePublicToken('public-1')).resolves.toEqual({
      itemId: 'item-1',
      accessToken: TOKEN,
    });
    await expect(provider.accounts(TOKEN)).resolves.toMatchObject({
      institutionId: 'ins_109508',
      institutionName: 'First Platypus Bank',
      accounts: [{ providerAccountId: 'acc-1', mask: '0000', balanceCents: 11000 }],
    });
  });

  it("gives Plaid's refusal as its error code", async () => {
    const err = await provider.exchangePublicToken('public-unknown').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BankProviderError);
    expect(err).toMatchObject({ code: 'INVALID_PUBLIC_TOKEN' });
  });

  it('reads every page after a cursor, and nothing after the last', async () => {
    const all = await readAllChanges(provider, TOKEN, null);
    expect(all.added.map((l) => [l.lineKey, l.amountCents])).toEqual([
      ['tx-1', -1000],
      ['tx-2', 2000],
      ['tx-3', -3000],
    ]);
    expect(all.removed).toEqual([{ providerAccountId: 'acc-1', lineKey: 'tx-1' }]);
    expect(all.nextCursor).toBe('c2');
    const again = await readAllChanges(provider, TOKEN, 'c2');
    expect(again).toEqual({ added: [], modified: [], removed: [], nextCursor: 'c2', hasMore: false });
  });

  it('starts the pages again when Plaid says the history changed while they were read', async () => {
    plaid.failNext.set('/transactions/sync', {
      status: 400,
      code: 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION',
      type: 'TRANSACTIONS_ERROR',
    });
    const before = plaid.calls.length;
    const all = await readAllChanges(provider, TOKEN, null);
    expect(all.added).toHaveLength(3);
    // The refused first page, then the first and second pages again.
    expect(plaid.calls.slice(before).map((c) => c.body.cursor ?? '')).toEqual(['', '', 'c1']);
  });

  it('refuses to work with wrong credentials', async () => {
    const wrong = createPlaidProvider({
      clientId: 'x',
      secret: 'y',
      env: 'sandbox',
      baseUrl: plaid.url,
      tokenKey: key,
    });
    await expect(wrong.accounts(TOKEN)).rejects.toMatchObject({ code: 'INVALID_API_KEYS' });
  });
});
