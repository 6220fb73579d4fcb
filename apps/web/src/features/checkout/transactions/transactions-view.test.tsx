import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHECKOUT_ENDPOINTS, CHECKOUT_MESSAGES, type TransactionList } from '@daybook/contracts';
import { jsonResponse } from '../../../test/render';
import { todayIn } from './local-dates';
import { EST, callsTo, renderAs, transactionFixture } from './test/checkout-fixtures';
import { TransactionsView } from './transactions-view';

const LIST = CHECKOUT_ENDPOINTS.transactions.path;
const REFUND = `/api/admin/transactions/${transactionFixture().id}/refund/`;

function listAnswer(over: Partial<TransactionList> = {}): TransactionList {
  return {
    results: [
      transactionFixture(),
      transactionFixture({
        id: '33333333-3333-4333-8333-333333333333',
        number: 1043,
        customerName: 'Bo Buyer',
        refundAmount: 20,
      }),
    ],
    count: 2,
    page: 1,
    pageSize: 50,
    summary: { sales: 216, refunds: 20, net: 196, tips: 12.5, tax: 16 },
    ...over,
  };
}

const view = (
  <TransactionsView establishmentId={EST.id} establishmentName={EST.name} timeZone={EST.timeZone} />
);

afterEach(() => vi.unstubAllGlobals());

describe('TransactionsView', () => {
  it('shows the results and summary and asks with the default filters (today, 0 – 10000)', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith(LIST) ? jsonResponse(200, listAnswer()) : jsonResponse(404, { success: false }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAs('MANAGER', view);

    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    expect(table.getByRole('button', { name: 'Open transaction #1042' })).toBeTruthy();
    expect(table.getByText('Bo Buyer')).toBeTruthy();
    expect(table.getByText('Completed')).toBeTruthy();
    expect(table.getByText('Partly refunded')).toBeTruthy();
    expect(screen.getByTestId('summary-sales').textContent).toBe('$216.00');
    expect(screen.getByTestId('summary-net').textContent).toBe('$196.00');
    expect(screen.getByTestId('summary-tips').textContent).toBe('$12.50');
    expect(screen.getByText('2 transactions')).toBeTruthy();

    const today = todayIn(EST.timeZone);
    const query = Object.fromEntries(callsTo(fetchMock, LIST)[0]!.url.searchParams);
    expect(query).toMatchObject({
      establishmentId: EST.id,
      start_date: today,
      end_date: today,
      page: '1',
    });
    // No amount bound by default: a sale of any size is listed (issue #28).
    expect(query).not.toHaveProperty('min_amount');
    expect(query).not.toHaveProperty('max_amount');
  });

  it('shows the failure with Retry and no rows (no sample entries)', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(500, { success: false, message: 'Database down' }));
    vi.stubGlobal('fetch', fetchMock);
    renderAs('MANAGER', view);

    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain(CHECKOUT_MESSAGES.fetchTransactionsFailed);
    expect(alert.textContent).toContain('Database down');
    expect(screen.queryByRole('table', { name: 'Transactions' })).toBeNull();
    expect(screen.queryByTestId('summary-sales')).toBeNull();

    fetchMock.mockImplementation(async (url?: unknown) =>
      String(url).startsWith(LIST) ? jsonResponse(200, listAnswer()) : jsonResponse(404, {}),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Transactions' })).toBeTruthy();
  }, 15_000);

  it('refunds with refund_amount and refund_reason and shows the server’s refusal', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith(REFUND))
        return jsonResponse(409, {
          success: false,
          code: 'CONFLICT',
          message: CHECKOUT_MESSAGES.refundTooMuch,
        });
      if (url.startsWith(LIST)) return jsonResponse(200, listAnswer());
      return jsonResponse(404, { success: false });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAs('MANAGER', view);

    fireEvent.click(await screen.findByRole('button', { name: 'Open transaction #1042' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund transaction #1042' }));
    expect((dialog.getByRole('textbox', { name: /Refund amount/ }) as HTMLInputElement).value).toBe(
      '$108.00',
    );

    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText(CHECKOUT_MESSAGES.reasonRequired)).toBeTruthy();
    expect(callsTo(fetchMock, REFUND)).toHaveLength(0);

    fireEvent.change(dialog.getByRole('textbox', { name: /Refund amount/ }), { target: { value: '50' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Colour faded' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));

    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain(CHECKOUT_MESSAGES.refundFailed);
    expect(alert.textContent).toContain(CHECKOUT_MESSAGES.refundTooMuch);
    const [call] = callsTo(fetchMock, REFUND);
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      refund_amount: 50,
      refund_reason: 'Colour faded',
      tender: 'original',
      items: [],
      tips: [],
      restock: [],
    });
    // Nothing refunded locally: the list still shows the transaction as completed.
    await waitFor(() => expect(screen.getAllByText('Completed').length).toBeGreaterThan(0));
  });

  it('sets the amount from the items and tips chosen, refuses more, and sends the choice (issue #28)', async () => {
    const sale = transactionFixture({
      items: [
        { ...transactionFixture().items[0]!, tax: 0, total: 100 },
        {
          id: 'i2',
          name: 'Shampoo',
          type: 'product',
          serviceId: null,
          productId: 'p1',
          appointmentId: null,
          staffId: 'st1',
          staffName: 'Sam Stylist',
          price: 16,
          quantity: 2,
          discount: 0,
          tax: 2.56,
          total: 34.56,
          returnedQuantity: 0,
          refunded: 0,
        },
      ],
      tips: [{ id: 'tip1', staffId: 'st1', staffName: 'Sam Stylist', amount: 13, refunded: 0 }],
      amount: 147.56,
      totalAmount: 147.56,
    });
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith(REFUND)) return jsonResponse(200, { success: true, data: sale });
      if (url.startsWith(LIST)) return jsonResponse(200, listAnswer({ results: [sale], count: 1 }));
      return jsonResponse(404, { success: false });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAs('MANAGER', view);

    fireEvent.click(await screen.findByRole('button', { name: 'Open transaction #1042' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund transaction #1042' }));
    const amount = () => (dialog.getByRole('textbox', { name: /Refund amount/ }) as HTMLInputElement).value;
    expect(amount()).toBe('$147.56');

    fireEvent.click(dialog.getByRole('checkbox', { name: 'Shampoo · Sam Stylist: $34.56 left' }));
    expect(amount()).toBe('$34.56');
    // One bottle of two: half the line.
    fireEvent.change(dialog.getByRole('textbox', { name: 'Units of Shampoo returned' }), {
      target: { value: '1' },
    });
    expect(amount()).toBe('$17.28');
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Tip · Sam Stylist: $13.00 left' }));
    expect(amount()).toBe('$30.28');
    // The product goes back to stock with it, unless the desk changes that.
    expect((dialog.getByRole('textbox', { name: 'Return Shampoo to stock' }) as HTMLInputElement).value).toBe(
      '1',
    );

    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'One bottle leaked' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: /Refund amount/ }), { target: { value: '40' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText(CHECKOUT_MESSAGES.refundMoreThanChosen)).toBeTruthy();
    expect(callsTo(fetchMock, REFUND)).toHaveLength(0);

    fireEvent.change(dialog.getByRole('textbox', { name: /Refund amount/ }), { target: { value: '25' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(callsTo(fetchMock, REFUND)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, REFUND)[0]!.init?.body))).toEqual({
      refund_amount: 25,
      refund_reason: 'One bottle leaked',
      tender: 'original',
      items: [{ itemId: 'i2', quantity: 1 }],
      tips: ['tip1'],
      restock: [{ itemId: 'i2', quantity: 1 }],
    });
  });

  it('offers no Refund without transaction:refund (front desk)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith(LIST) ? jsonResponse(200, listAnswer()) : jsonResponse(404, { success: false }),
      ),
    );
    renderAs('FRONTDESK', view);
    fireEvent.click(await screen.findByRole('button', { name: 'Open transaction #1042' }));
    expect(await screen.findByRole('button', { name: 'Email receipt' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('asks for an address when the customer has none, then emails the receipt', async () => {
    const RECEIPT = `/api/admin/transactions/${transactionFixture().id}/receipt/`;
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith(RECEIPT)) return jsonResponse(200, { success: true });
      if (url.startsWith(LIST)) return jsonResponse(200, listAnswer());
      return jsonResponse(404, { success: false });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAs('FRONTDESK', view);
    fireEvent.click(await screen.findByRole('button', { name: 'Open transaction #1042' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Email receipt' }));
    const email = await screen.findByRole('textbox', { name: 'Send the receipt to' });
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, RECEIPT)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, RECEIPT)[0]?.init?.body))).toEqual({
      email: 'ada@example.com',
    });
  });

  it('exports the CSV of the filters in the address', async () => {
    const EXPORT = CHECKOUT_ENDPOINTS.exportTransactions.path;
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith(EXPORT))
        return new Response('number,total\n1042,108.00\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv' },
        });
      if (url.startsWith(LIST)) return jsonResponse(200, listAnswer());
      return jsonResponse(404, { success: false });
    });
    vi.stubGlobal('fetch', fetchMock);
    // The download saves through an object URL; jsdom's Blob is not Node's, so both are stubbed.
    const created = vi.fn(() => 'blob:csv');
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => {} });
    onTestFinished(() => {
      Object.assign(URL, saved);
    });
    renderAs('MANAGER', view, '/transactions?from=2026-03-01&to=2026-03-02&status=refunded&max=500');
    await screen.findByRole('table', { name: 'Transactions' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const query = Object.fromEntries(callsTo(fetchMock, EXPORT)[0]!.url.searchParams);
    expect(query).toMatchObject({
      establishmentId: EST.id,
      format: 'csv',
      start_date: '2026-03-01',
      end_date: '2026-03-02',
      status: 'refunded',
      max_amount: '500',
    });
    expect(query).not.toHaveProperty('min_amount');
  });
});
