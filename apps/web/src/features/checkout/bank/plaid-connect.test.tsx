import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Notifications } from '@mantine/notifications';
import type { Plaid } from 'react-plaid-link';
import {
  BANK_ENDPOINTS,
  BANK_PLAID_ENDPOINTS as P,
  type BankAccount,
  type BankPlaidItem,
  type Financials,
} from '@daybook/contracts';
import { createQueryClient } from '../../../lib/query/query-client';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { BankAccounts, NOT_CONFIGURED_NOTE, RELOGIN_TITLE } from './bank-accounts';

// Plaid Link itself (cdn.plaid.com) is not loaded: react-plaid-link takes a script tag of its
// address as loaded, and a stand-in window.Plaid opens Link that signs in at once. (No module
// mock: the web tests share modules across files, so a mock would not reliably apply.)
const LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
const link = { tokens: [] as (string | null)[] };
const standIn: Plaid = {
  create: (config) => ({
    open: () => {
      link.tokens.push(config.token ?? null);
      config.onSuccess('public-sandbox-1', { institution: null, accounts: [], link_session_id: 's' });
    },
    submit: () => undefined,
    exit: () => undefined,
    destroy: () => undefined,
  }),
  createEmbedded: () => ({ destroy: () => undefined }),
};

beforeAll(() => {
  const script = document.createElement('script');
  script.src = LINK_SCRIPT;
  document.head.appendChild(script);
  window.Plaid = standIn;
});
afterAll(() => {
  document.head.querySelector(`script[src="${LINK_SCRIPT}"]`)?.remove();
  Reflect.deleteProperty(window, 'Plaid');
});

const E1 = '11111111-1111-4111-8111-111111111111';
const ITEM = 'eVBnVMp7zdTJLkRNr33Rs6zr7KNJqBFL9DrE6';
const CHECKING: BankAccount = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Plaid Checking',
  provider: 'plaid',
  accountMask: '0000',
  accountType: 'CHECKING',
  currency: 'USD',
  balance: 110,
  balanceOn: '2026-11-20',
  lastSync: '2026-11-21T15:30:00.000Z',
  status: 'connected',
  plaidItemId: ITEM,
  createdAt: '2026-11-01T12:00:00.000Z',
};
const ITEM_ROW: BankPlaidItem = {
  itemId: ITEM,
  institutionId: 'ins_109508',
  institutionName: 'First Platypus Bank',
  status: 'connected',
  lastSync: null,
  error: null,
  accounts: [CHECKING],
};
const path = (contract: { path: string }) => contract.path.replace(':id', E1).replace(':itemId', ITEM);
const synced = (status: BankPlaidItem['status'] = 'connected') => ({
  success: true,
  data: { added: 3, modified: 1, removed: 0, item: { ...ITEM_ROW, status } },
});

function renderBank(financials: Financials) {
  const posts: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const u = new URL(url, 'http://localhost');
      const method = init?.method ?? 'GET';
      if (method === 'POST') posts.push({ path: u.pathname, body: JSON.parse(String(init?.body ?? '{}')) });
      if (u.pathname === path(BANK_ENDPOINTS.financials))
        return jsonResponse(200, { success: true, data: financials });
      if (u.pathname === path(P.items) && method === 'GET')
        return jsonResponse(200, { success: true, data: [{ ...ITEM_ROW, status: 'login_required' }] });
      if (u.pathname === path(P.linkToken))
        return jsonResponse(200, { success: true, data: { linkToken: 'link-sandbox-1', expiration: 'x' } });
      if (u.pathname === path(P.items)) return jsonResponse(201, { success: true, data: ITEM_ROW });
      if (u.pathname === path(P.sync)) return jsonResponse(200, synced());
      if (u.pathname === path(P.disconnect))
        return jsonResponse(200, { success: true, data: { ...ITEM_ROW, status: 'disconnected' } });
      return jsonResponse(404, { success: false, message: 'Not found.' });
    }),
  );
  renderWithMantine(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <Notifications />
      <BankAccounts
        role="BUSINESS_OWNER"
        establishmentId={E1}
        establishmentName="Luxe Manhattan"
        timeZone="America/New_York"
      />
    </QueryClientProvider>,
  );
  return posts;
}

afterEach(() => {
  vi.unstubAllGlobals();
  link.tokens = [];
});

describe('connecting a bank through Plaid', () => {
  it('offers no Connect button on a server without Plaid, and says so', async () => {
    renderBank({ bankAccounts: [], needsPlaidConnection: false, plaidConfigured: false });
    expect(await screen.findByText(NOT_CONFIGURED_NOTE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect a bank' })).toBeNull();
  });

  it('opens Link with the server’s token, hands its public token over, then syncs', async () => {
    const posts = renderBank({ bankAccounts: [], needsPlaidConnection: false, plaidConfigured: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect a bank' }));
    expect(await screen.findByText('Synced: 3 new lines, 1 changed.')).toBeTruthy();
    expect(link.tokens).toEqual(['link-sandbox-1']);
    expect(posts).toEqual([
      { path: path(P.linkToken), body: {} },
      { path: path(P.items), body: { publicToken: 'public-sandbox-1' } },
      { path: path(P.sync), body: {} },
    ]);
    expect(screen.queryByText(NOT_CONFIGURED_NOTE)).toBeNull();
  });

  it('syncs and, once confirmed, disconnects a Plaid account’s bank', async () => {
    const posts = renderBank({
      bankAccounts: [CHECKING],
      needsPlaidConnection: false,
      plaidConfigured: true,
    });
    const table = within(await screen.findByRole('table', { name: 'Bank accounts' }));
    expect(table.getByText('Plaid')).toBeTruthy();
    fireEvent.click(table.getByRole('button', { name: 'Sync Plaid Checking now' }));
    expect(await screen.findByText('Synced: 3 new lines, 1 changed.')).toBeTruthy();
    fireEvent.click(table.getByRole('button', { name: "Disconnect Plaid Checking's bank" }));
    expect(posts.map((p) => p.path)).toEqual([path(P.sync)]);
    fireEvent.click(table.getByRole('button', { name: "Confirm disconnecting Plaid Checking's bank" }));
    expect(await screen.findByText('Bank disconnected')).toBeTruthy();
    expect(posts.map((p) => p.path)).toEqual([path(P.sync), path(P.disconnect)]);
  });

  it('names a connection whose bank asks to sign in again, and reconnects it in update mode', async () => {
    const posts = renderBank({
      bankAccounts: [{ ...CHECKING, status: 'disconnected' }],
      needsPlaidConnection: true,
      plaidConfigured: true,
    });
    expect(await screen.findByText(RELOGIN_TITLE)).toBeTruthy();
    const table = within(await screen.findByRole('table', { name: 'Bank accounts' }));
    expect(table.queryByRole('button', { name: 'Sync Plaid Checking now' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Reconnect First Platypus Bank' }));
    await waitFor(() => expect(posts.map((p) => p.path)).toEqual([path(P.linkToken), path(P.sync)]));
    expect(posts[0]!.body).toEqual({ itemId: ITEM });
  });
});
