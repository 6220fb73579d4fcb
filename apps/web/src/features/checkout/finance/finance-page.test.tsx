import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CHECKOUT_ENDPOINTS } from '@daybook/contracts';
import { jsonResponse } from '../../../test/render';
import { FinancePage } from '../pages/finance-page';
import { todayIn } from '../transactions/local-dates';
import { EST, callsTo, renderAs } from '../transactions/test/checkout-fixtures';

const EARNINGS = CHECKOUT_ENDPOINTS.earnings.path;
const LIST = CHECKOUT_ENDPOINTS.transactions.path;

function stubFetch() {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith(EARNINGS))
      return jsonResponse(200, {
        success: true,
        data: {
          startDate: '2026-03-02',
          endDate: '2026-03-02',
          staff: [
            {
              staffId: 'u1',
              staffName: 'Eve Employee',
              serviceSales: 240,
              productSales: 35.5,
              tips: 42,
              refunds: 0,
              services: 3,
              transactions: 3,
            },
          ],
        },
      });
    if (url.startsWith(LIST))
      return jsonResponse(200, {
        results: [],
        count: 0,
        page: 1,
        pageSize: 50,
        summary: { sales: 0, refunds: 0, net: 0, tips: 0, tax: 0 },
      });
    return jsonResponse(404, { success: false });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('FinancePage', () => {
  it('shows an employee My Earnings for today, not the transactions list', async () => {
    const fetchMock = stubFetch();
    renderAs('EMPLOYEE', <FinancePage />, '/finance');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Earnings' })).toBeTruthy();
    expect(await screen.findByText('$240.00')).toBeTruthy();
    expect(screen.getByText('$35.50')).toBeTruthy();
    expect(screen.getByText('$42.00')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Transactions' })).toBeNull();
    expect(callsTo(fetchMock, LIST).filter((c) => c.url.pathname === LIST)).toHaveLength(0);
    const today = todayIn(EST.timeZone);
    const query = Object.fromEntries(callsTo(fetchMock, EARNINGS)[0]!.url.searchParams);
    expect(query).toMatchObject({ establishmentId: EST.id, start_date: today, end_date: today });
  });

  it('shows a manager the transactions and the staff earnings', async () => {
    stubFetch();
    renderAs('MANAGER', <FinancePage />, '/finance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance' })).toBeTruthy();
    expect(await screen.findByText('No transactions')).toBeTruthy();
    const earnings = within(await screen.findByRole('table', { name: 'Staff earnings' }));
    expect(earnings.getByText('Eve Employee')).toBeTruthy();
  });
});
