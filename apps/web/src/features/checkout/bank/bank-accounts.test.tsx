import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BANK_ENDPOINTS, type BankAccount, type BankLine, type Financials } from '@daybook/contracts';
import { jsonResponse } from '../../../test/render';
import { renderAgainstApi, type Handler } from './test/api-stub';
import { BankAccounts, NOT_CONFIGURED_NOTE, NO_ACCOUNTS_TEXT } from './bank-accounts';

const E1 = '11111111-1111-4111-8111-111111111111';
const ACCOUNT: BankAccount = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Operating account',
  provider: 'statement',
  accountMask: '1234',
  accountType: 'CHECKING',
  currency: 'USD',
  balance: 12345.67,
  balanceOn: '2026-11-20',
  lastSync: '2026-11-21T15:30:00.000Z',
  status: 'connected',
  plaidItemId: null,
  createdAt: '2026-11-01T12:00:00.000Z',
};
const line = (id: string, amount: number, description: string): BankLine => ({
  id,
  postedOn: '2026-11-18',
  amount,
  description,
  memo: null,
  reference: null,
  type: null,
  importId: '33333333-3333-4333-8333-333333333333',
});

const financialsPath = BANK_ENDPOINTS.financials.path.replace(':id', E1);
const accountsPath = BANK_ENDPOINTS.createAccount.path.replace(':id', E1);
const statementsPath = `${accountsPath}/${ACCOUNT.id}/statements`;
const linesPath = `${accountsPath}/${ACCOUNT.id}/lines`;

function renderBank(financials: Financials | (() => Response), handler: Handler = () => undefined) {
  return renderAgainstApi(
    <BankAccounts
      role="MANAGER"
      establishmentId={E1}
      establishmentName="Luxe Manhattan"
      timeZone="America/New_York"
    />,
    financialsPath,
    financials,
    handler,
  );
}

const withAccount: Financials = {
  bankAccounts: [ACCOUNT],
  needsPlaidConnection: false,
  plaidConfigured: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('BankAccounts', () => {
  it('lists the accounts with ending, provider, balance as of its day and last import, and says Plaid is not set up', async () => {
    renderBank(withAccount);
    const table = within(await screen.findByRole('table', { name: 'Bank accounts' }));
    const row = within(table.getAllByRole('row')[1]!);
    expect(row.getByText('Operating account')).toBeTruthy();
    expect(row.getByText('•••• 1234')).toBeTruthy();
    expect(row.getByText('Statement import')).toBeTruthy();
    expect(row.getByText('$12,345.67')).toBeTruthy();
    expect(row.getByText('as of Nov 20, 2026')).toBeTruthy();
    expect(row.getByText('Nov 21, 2026, 10:30 AM')).toBeTruthy();
    expect(screen.getByText(NOT_CONFIGURED_NOTE)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Bank accounts' })).toBeTruthy();
  });

  it('says what to do when the location has no account, and has no Plaid note when Plaid is configured', async () => {
    renderBank({ bankAccounts: [], needsPlaidConnection: false, plaidConfigured: true });
    expect(await screen.findByText(NO_ACCOUNTS_TEXT)).toBeTruthy();
    expect(screen.queryByText(NOT_CONFIGURED_NOTE)).toBeNull();
  });

  it('shows a failed read with Retry and no raw HTTP text', async () => {
    let fail = true;
    renderBank(() =>
      fail
        ? jsonResponse(500, { success: false, message: 'Something went wrong on our side.' })
        : jsonResponse(200, { success: true, data: withAccount }),
    );
    expect(await screen.findByText('Failed to load the bank accounts')).toBeTruthy();
    expect(screen.queryByText(/HTTP error/)).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Bank accounts' })).toBeTruthy();
  });

  it('adds an account and shows the server 400 on its field', async () => {
    const bodies: unknown[] = [];
    renderBank({ ...withAccount, bankAccounts: [] }, (u, init) => {
      if (u.pathname !== accountsPath || init?.method !== 'POST') return undefined;
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse(400, {
        success: false,
        code: 'VALIDATION',
        message: 'accountMask: The account number must be its last 4 digits.',
        details: [{ path: 'accountMask', message: 'The account number must be its last 4 digits.' }],
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add bank account' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /Account name/ }), { target: { value: 'Payroll' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /Last 4 digits/ }), { target: { value: '12a' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add account' }));
    const field = dialog.getByRole('textbox', { name: /Last 4 digits/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText('The account number must be its last 4 digits.')).toBeTruthy();
    expect(bodies).toEqual([{ name: 'Payroll', accountMask: '12a' }]);
  });

  it('imports a statement as base64 and toasts how many lines were new', async () => {
    const bodies: { fileName: string; content: string }[] = [];
    renderBank(withAccount, (u, init) => {
      if (u.pathname !== statementsPath) return undefined;
      bodies.push(JSON.parse(String(init?.body)) as { fileName: string; content: string });
      return jsonResponse(201, {
        success: true,
        data: {
          importId: '44444444-4444-4444-8444-444444444444',
          format: 'ofx',
          linesRead: 5,
          linesAdded: 3,
          from: '2026-11-01',
          to: '2026-11-20',
        },
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Import statement into Operating account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import statement: Operating account' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.getAttribute('accept')).toBe('.ofx,.qfx,.csv');
    fireEvent.change(input, { target: { files: [new File(['OFXHEADER:100'], 'march.ofx')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 3 new lines of 5 (2 already there).')).toBeTruthy();
    expect(bodies).toEqual([{ fileName: 'march.ofx', content: btoa('OFXHEADER:100') }]);
  });

  it("shows the server's sentence in the dialog when the file is refused", async () => {
    renderBank(withAccount, (u) =>
      u.pathname === statementsPath
        ? jsonResponse(400, {
            success: false,
            code: 'VALIDATION',
            message: 'This statement is for the account ending 9876, not the one ending 1234.',
          })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Import statement into Operating account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import statement: Operating account' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'other.ofx')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('This statement is for the account ending 9876, not the one ending 1234.');
    expect(screen.queryByText(/HTTP error/)).toBeNull();
  });

  it('pages through the lines with Load more, credits and debits told apart in words', async () => {
    const cursor = '2026-11-18_55555555-5555-4555-8555-555555555555';
    const fetchMock = renderBank(withAccount, (u) => {
      if (u.pathname !== linesPath) return undefined;
      return u.searchParams.get('cursor') === cursor
        ? jsonResponse(200, {
            success: true,
            data: { lines: [line('l3', -12.5, 'Coffee')], nextCursor: null },
          })
        : jsonResponse(200, {
            success: true,
            data: {
              lines: [line('l1', 1200, 'Card deposit'), line('l2', -45.1, 'Supplies')],
              nextCursor: cursor,
            },
          });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View lines of Operating account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lines: Operating account' }));
    const table = within(await dialog.findByRole('table', { name: 'Bank lines of Operating account' }));
    expect(table.getByText('+$1,200.00 credit')).toBeTruthy();
    expect(table.getByText('−$45.10 debit')).toBeTruthy();
    expect(table.getAllByText('Nov 18, 2026')).toHaveLength(2);
    fireEvent.click(dialog.getByRole('button', { name: 'Load more' }));
    expect(await table.findByText('−$12.50 debit')).toBeTruthy();
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Load more' })).toBeNull());
    const lineCalls = fetchMock.mock.calls
      .map(([u]) => new URL(u, 'http://localhost'))
      .filter((u) => u.pathname === linesPath)
      .map((u) => u.searchParams.get('cursor'));
    expect(lineCalls).toEqual([null, cursor]);
  });
});
