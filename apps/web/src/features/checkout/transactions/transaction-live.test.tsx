/**
 * Open panels refresh (issue #28): an open transaction reads itself again when the server
 * announces a change of the location's data (a refund taken at another desk), without closing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query/query-client';
import { CHECKOUT_ENDPOINTS, type TransactionList } from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { createLiveInvalidator } from '../../../lib/realtime/live-data';
import { WorkspaceContext, type WorkspaceValue } from '../../../lib/workspace/workspace-context';
import { EST, transactionFixture } from './test/checkout-fixtures';
import { TransactionsView } from './transactions-view';

const LIST = CHECKOUT_ENDPOINTS.transactions.path;
const paid = transactionFixture();
const ITEM = `/api/admin/transactions/${paid.id}/`;
const refunded = transactionFixture({ status: 'refunded', refundAmount: 108, refundReason: 'Allergy' });

const listAnswer: TransactionList = {
  results: [paid],
  count: 1,
  page: 1,
  pageSize: 50,
  summary: { sales: 108, refunds: 0, net: 108, tips: 0, tax: 8 },
};

afterEach(() => vi.unstubAllGlobals());

describe('the open transaction panel', () => {
  it('shows the refund another desk took once the server announces the change', async () => {
    let current = paid;
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith(ITEM)) return jsonResponse(200, { success: true, data: current });
      if (url.startsWith(LIST)) return jsonResponse(200, listAnswer);
      return jsonResponse(404, { success: false });
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient({ retry: false });
    const workspace = {
      role: 'MANAGER',
      user: { id: 'u1', email: 'me@example.com' },
      tenant: { id: 't1', name: 'Tenant' },
      establishments: [EST],
      selectedId: EST.id,
      selected: EST,
      isAllSelected: false,
    } as unknown as WorkspaceValue;
    renderWithMantine(
      <QueryClientProvider client={client}>
        <WorkspaceContext.Provider value={workspace}>
          <MemoryRouter>
            <TransactionsView establishmentId={EST.id} establishmentName={EST.name} timeZone={EST.timeZone} />
          </MemoryRouter>
        </WorkspaceContext.Provider>
      </QueryClientProvider>,
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Open transaction #1042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction #1042' });
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith(ITEM))).toBe(true));
    expect(within(dialog).getByText('Completed')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Refund' })).toBeTruthy();

    current = refunded;
    createLiveInvalidator(client)({
      entity: 'transaction',
      change: 'updated',
      ids: [paid.id],
      establishmentIds: [EST.id],
    });

    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Refund' })).toBeNull());
    expect(within(dialog).queryByText('Completed')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Transaction #1042' })).toBe(dialog);
  });
});
