import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  RECONCILIATION_ENDPOINTS,
  RECONCILIATION_MESSAGES,
  type ExpectedDeposit,
  type Reconciliation as ReconciliationView,
  type ReconciliationLine,
} from '@daybook/contracts';
import { jsonResponse } from '../../../test/render';
import { renderAgainstApi, type Handler } from './test/api-stub';
import { todayIn } from '../transactions/local-dates';
import { EST, renderAs } from '../transactions/test/checkout-fixtures';
import { NOTHING_TO_RECONCILE, Reconciliation, ReconciliationSection } from './reconciliation-section';
import { shiftDay } from './reconciliation-format';

const E1 = '11111111-1111-4111-8111-111111111111';
const ACCOUNT = '22222222-2222-4222-8222-222222222222';
const DRAWER = '33333333-3333-4333-8333-333333333333';
const ZONE = 'America/New_York';

const viewPath = RECONCILIATION_ENDPOINTS.view.path.replace(':id', E1);
const matchPath = `${viewPath}/matches`;
const dismissPath = `${viewPath}/dismissals`;
const autoPath = `${viewPath}/auto-match`;

const line = (
  id: string,
  postedOn: string,
  amount: number,
  description: string,
  extra: Partial<ReconciliationLine> = {},
): ReconciliationLine => ({
  id,
  bankAccountId: ACCOUNT,
  accountName: 'Operating checking',
  postedOn,
  amount,
  description,
  status: 'unmatched',
  decisionId: null,
  note: null,
  ...extra,
});

const deposit = (d: Partial<ExpectedDeposit> & Pick<ExpectedDeposit, 'key' | 'businessDay' | 'amount'>) =>
  ({
    kind: 'card',
    expectedFrom: shiftDay(d.businessDay, 1),
    expectedTo: shiftDay(d.businessDay, 5),
    payments: 3,
    status: 'unmatched',
    decisionId: null,
    automatic: false,
    note: null,
    bankLine: null,
    ...d,
  }) satisfies ExpectedDeposit;

const SHORT = line('44444444-4444-4444-8444-444444444441', '2026-11-21', 44.1, 'CARD SETTLEMENT 1120');
const TRANSFER = line('44444444-4444-4444-8444-444444444442', '2026-11-22', 500, 'TRANSFER FROM SAVINGS');
const EXACT = line('44444444-4444-4444-8444-444444444443', '2026-11-23', 45, 'SQUARE DEPOSIT 1120');
const OLD_TRANSFER = line('44444444-4444-4444-8444-444444444444', '2026-11-19', 45, 'ATM DEPOSIT', {
  status: 'dismissed',
  decisionId: '55555555-5555-4555-8555-555555555554',
  note: 'Owner’s cash, not takings',
});

const VIEW: ReconciliationView = {
  from: '2026-11-01',
  to: '2026-11-30',
  deposits: [
    deposit({
      key: 'card:2026-11-18',
      businessDay: '2026-11-18',
      amount: 120.25,
      status: 'matched',
      automatic: true,
      decisionId: '55555555-5555-4555-8555-555555555551',
      bankLine: line('44444444-4444-4444-8444-444444444440', '2026-11-19', 120.25, 'CARD SETTLEMENT 1118', {
        status: 'matched',
        decisionId: '55555555-5555-4555-8555-555555555551',
      }),
    }),
    deposit({
      key: 'card:2026-11-19',
      businessDay: '2026-11-19',
      amount: 80,
      status: 'matched',
      decisionId: '55555555-5555-4555-8555-555555555552',
      note: 'Processor fee',
      bankLine: line('44444444-4444-4444-8444-44444444444f', '2026-11-20', 79.1, 'CARD SETTLEMENT 1119', {
        status: 'matched',
        decisionId: '55555555-5555-4555-8555-555555555552',
      }),
    }),
    deposit({
      key: `cash:${DRAWER}`,
      kind: 'cash',
      businessDay: '2026-11-19',
      expectedFrom: '2026-11-19',
      expectedTo: '2026-11-24',
      amount: 150,
      payments: 1,
      status: 'dismissed',
      decisionId: '55555555-5555-4555-8555-555555555553',
      note: 'Kept for the float',
    }),
    deposit({ key: 'card:2026-11-20', businessDay: '2026-11-20', amount: 45 }),
    deposit({ key: 'card:2026-11-28', businessDay: '2026-11-28', amount: 60, status: 'awaiting' }),
  ],
  lines: [SHORT, TRANSFER, EXACT, OLD_TRANSFER],
  summary: {
    expected: 455.25,
    matched: 200.25,
    unmatchedDeposits: 1,
    awaitingDeposits: 1,
    unmatchedLines: 3,
  },
};

function renderReconciliation(
  view: ReconciliationView | (() => Response),
  handler: Handler = () => undefined,
) {
  return renderAgainstApi(
    <Reconciliation role="MANAGER" establishmentId={E1} establishmentName="Luxe Manhattan" timeZone={ZONE} />,
    viewPath,
    view,
    handler,
  );
}

/** The view's reads so far, as their from–to query. */
const viewReads = (fetchMock: ReturnType<typeof renderReconciliation>) =>
  fetchMock.mock.calls
    .map(([u, init]) => ({ u: new URL(u, 'http://localhost'), method: init?.method ?? 'GET' }))
    .filter(({ u, method }) => u.pathname === viewPath && method === 'GET')
    .map(({ u }) => `${u.searchParams.get('from')}..${u.searchParams.get('to')}`);

const decision = (extra: Record<string, unknown>) =>
  jsonResponse(201, {
    success: true,
    data: {
      id: '66666666-6666-4666-8666-666666666666',
      bankLineId: null,
      depositKey: null,
      automatic: false,
      note: null,
      decidedAt: '2026-11-29T10:00:00.000Z',
      ...extra,
    },
  });

afterEach(() => vi.unstubAllGlobals());

describe('Reconciliation', () => {
  it('shows the figures, the expected deposits with their matches and the bank lines left over, for the last 30 days', async () => {
    const fetchMock = renderReconciliation(VIEW);
    const deposits = within(await screen.findByRole('table', { name: 'Expected deposits' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Reconciliation' })).toBeTruthy();
    const figures = within(screen.getByRole('list', { name: 'Reconciliation figures' }));
    expect(figures.getByText('$455.25')).toBeTruthy();
    expect(figures.getByText('$200.25')).toBeTruthy();
    expect(figures.getByText('Bank lines unmatched').nextSibling?.textContent).toBe('3');

    expect(figures.getByText('Awaiting bank').nextSibling?.textContent).toBe('1');
    // jsdom is as narrow as a phone to media queries: the payments column gives way there.
    expect(deposits.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Business day',
      'Amount',
      'Status',
      'Bank line',
      'Actions',
    ]);
    const rows = deposits
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r));
    expect(rows[0]!.getByText('Matched automatically')).toBeTruthy();
    expect(rows[0]!.getByText('CARD SETTLEMENT 1118')).toBeTruthy();
    expect(rows[0]!.queryByText(/Short by|Over by/)).toBeNull();
    expect(rows[1]!.getByText('Matched')).toBeTruthy();
    expect(rows[1]!.getByText('Short by $0.90')).toBeTruthy();
    expect(rows[1]!.getByText('Processor fee')).toBeTruthy();
    expect(rows[2]!.getByText('Cash deposit')).toBeTruthy();
    expect(rows[2]!.getByText('Dismissed')).toBeTruthy();
    expect(rows[2]!.getByText('Kept for the float')).toBeTruthy();
    expect(rows[3]!.getByText('Unmatched')).toBeTruthy();
    expect(rows[3]!.getByText('Nov 20, 2026')).toBeTruthy();
    expect(rows[3]!.getByText('$45.00')).toBeTruthy();
    expect(rows[3]!.getByText('Expected Nov 21, 2026 – Nov 25, 2026')).toBeTruthy();
    // Still in its window: the bank may yet post it, and it can be matched by hand.
    expect(rows[4]!.getByText('Awaiting bank')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Match card settlement of Nov 28, 2026' })).toBeTruthy();
    // Each button says which row it acts on.
    expect(screen.getByRole('button', { name: 'Match card settlement of Nov 20, 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss card settlement of Nov 20, 2026' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Undo match of card settlement of Nov 18, 2026' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Undo dismissal of cash deposit of Nov 19, 2026 ($150.00)' }),
    ).toBeTruthy();

    const lines = within(screen.getByRole('table', { name: 'Bank deposits not matched' }));
    expect(lines.getAllByRole('row')).toHaveLength(5);
    expect(
      screen.getByRole('button', {
        name: 'Dismiss bank line TRANSFER FROM SAVINGS of Nov 22, 2026 ($500.00)',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Undo dismissal of bank line ATM DEPOSIT of Nov 19, 2026 ($45.00)',
      }),
    ).toBeTruthy();
    expect(lines.getByText('Owner’s cash, not takings')).toBeTruthy();

    const today = todayIn(ZONE);
    expect(viewReads(fetchMock)).toEqual([`${shiftDay(today, -29)}..${today}`]);
  });

  it('shows only the undecided deposits (unmatched or awaiting the bank) when asked', async () => {
    renderReconciliation(VIEW);
    const deposits = within(await screen.findByRole('table', { name: 'Expected deposits' }));
    expect(deposits.getAllByRole('row')).toHaveLength(6);
    fireEvent.click(screen.getByRole('switch', { name: 'Only unmatched' }));
    await waitFor(() => expect(deposits.getAllByRole('row')).toHaveLength(3));
    expect(deposits.getByText('Unmatched')).toBeTruthy();
    expect(deposits.getByText('Awaiting bank')).toBeTruthy();
  });

  it('reads the chosen period again: 7 days, then custom days', async () => {
    const fetchMock = renderReconciliation(VIEW);
    await screen.findByRole('table', { name: 'Expected deposits' });
    const today = todayIn(ZONE);
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(viewReads(fetchMock)).toContain(`${shiftDay(today, -6)}..${today}`));
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    // Chosen days start from the days on screen.
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(shiftDay(today, -6));
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(today);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-15' } });
    await waitFor(() => expect(viewReads(fetchMock)).toContain('2026-11-01..2026-11-15'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The end date must be on or after the start date.',
    );
    expect(viewReads(fetchMock)).not.toContain('2026-11-20..2026-11-15');
  });

  it('matches a deposit through the dialog: lines of its amount in its window first, a note, then the view is read again', async () => {
    const bodies: unknown[] = [];
    const fetchMock = renderReconciliation(VIEW, (u, init) => {
      if (u.pathname !== matchPath) return undefined;
      bodies.push(JSON.parse(String(init?.body)));
      return decision({ decision: 'matched', depositKey: 'card:2026-11-20', bankLineId: SHORT.id });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Match card settlement of Nov 20, 2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Match deposit' }));
    const choices = dialog.getAllByRole('radio');
    // Only unmatched lines; the $45.00 posted in the window first, marked, and chosen already.
    expect(choices.map((c) => c.textContent)).toEqual([
      expect.stringContaining('SQUARE DEPOSIT 1120'),
      expect.stringContaining('CARD SETTLEMENT 1120'),
      expect.stringContaining('TRANSFER FROM SAVINGS'),
    ]);
    expect(choices[0]!.textContent).toContain('Same amount, in the window');
    expect(choices[0]!.getAttribute('aria-checked')).toBe('true');
    expect(choices[1]!.textContent).toContain('Short by $0.90');
    expect(choices[1]!.textContent).not.toContain('Same amount');
    expect(choices[1]!.textContent).toContain('In the window');

    fireEvent.click(choices[1]!);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: 'Card fee of $0.90' },
    });
    const readsBefore = viewReads(fetchMock).length;
    fireEvent.click(dialog.getByRole('button', { name: 'Match' }));
    expect(
      await screen.findByText('Card settlement of Nov 20, 2026 matched to CARD SETTLEMENT 1120.'),
    ).toBeTruthy();
    expect(bodies).toEqual([
      { depositKey: 'card:2026-11-20', bankLineId: SHORT.id, note: 'Card fee of $0.90' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Match deposit' })).toBeNull());
    await waitFor(() => expect(viewReads(fetchMock).length).toBeGreaterThan(readsBefore));
  });

  it("shows the server's sentence in the match dialog when the deposit was decided meanwhile", async () => {
    renderReconciliation(VIEW, (u) =>
      u.pathname === matchPath
        ? jsonResponse(409, {
            success: false,
            code: 'CONFLICT',
            message: RECONCILIATION_MESSAGES.depositDecided,
          })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Match card settlement of Nov 20, 2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Match deposit' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Match' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(RECONCILIATION_MESSAGES.depositDecided);
    expect(screen.queryByText(/HTTP error/)).toBeNull();
  });

  it('dismissing needs a reason; with one, the bank line is dismissed', async () => {
    const bodies: unknown[] = [];
    renderReconciliation(VIEW, (u, init) => {
      if (u.pathname !== dismissPath) return undefined;
      bodies.push(JSON.parse(String(init?.body)));
      return decision({ decision: 'dismissed', bankLineId: TRANSFER.id, note: 'Transfer from savings' });
    });
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Dismiss bank line TRANSFER FROM SAVINGS of Nov 22, 2026 ($500.00)',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Dismiss bank line' }));
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    fireEvent.click(dialog.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText(RECONCILIATION_MESSAGES.reason)).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(reason, { target: { value: '  Transfer from savings ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Bank line dismissed')).toBeTruthy();
    expect(bodies).toEqual([{ bankLineId: TRANSFER.id, reason: 'Transfer from savings' }]);
  });

  it('undoes a decision and runs the matcher over the period, toasting what happened', async () => {
    const calls: string[] = [];
    const today = todayIn(ZONE);
    renderReconciliation(VIEW, (u, init) => {
      if (init?.method === 'DELETE') {
        calls.push(`DELETE ${u.pathname.slice(viewPath.length)}`);
        return jsonResponse(200, { success: true });
      }
      if (u.pathname === autoPath) {
        calls.push(`POST auto-match ${String(init?.body)}`);
        return jsonResponse(200, { success: true, data: { matched: 2 } });
      }
      return undefined;
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Undo match of card settlement of Nov 18, 2026' }),
    );
    expect(await screen.findByText('Card settlement of Nov 18, 2026 is unmatched again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Match automatically' }));
    expect(await screen.findByText('Matched 2 deposits to bank lines.')).toBeTruthy();
    expect(calls).toEqual([
      'DELETE /decisions/55555555-5555-4555-8555-555555555551',
      `POST auto-match ${JSON.stringify({ from: shiftDay(today, -29), to: today })}`,
    ]);
  });

  it("shows the server's sentence when the view cannot be read, and Retry reads it again", async () => {
    let fail = true;
    renderReconciliation(() =>
      fail
        ? jsonResponse(400, { success: false, code: 'VALIDATION', message: RECONCILIATION_MESSAGES.tooLong })
        : jsonResponse(200, { success: true, data: VIEW }),
    );
    expect(await screen.findByText('Failed to load the reconciliation')).toBeTruthy();
    expect(screen.getByText(RECONCILIATION_MESSAGES.tooLong)).toBeTruthy();
    expect(screen.queryByText(/HTTP error/)).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Expected deposits' })).toBeTruthy();
  });

  it('says there is nothing to reconcile when the period has no deposits and no bank lines', async () => {
    renderReconciliation({
      ...VIEW,
      deposits: [],
      lines: [],
      summary: { expected: 0, matched: 0, unmatchedDeposits: 0, awaitingDeposits: 0, unmatchedLines: 0 },
    });
    expect(await screen.findByText(NOTHING_TO_RECONCILE)).toBeTruthy();
    expect(screen.getByText(/statements you import in Bank accounts/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Match automatically' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the section to managers of the selected location, and nothing to front desk or employees', async () => {
    const reads = vi.fn(async () => jsonResponse(200, { success: true, data: VIEW }));
    vi.stubGlobal('fetch', reads);
    const manager = renderAs('MANAGER', <ReconciliationSection />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Reconciliation' })).toBeTruthy();
    expect(String(reads.mock.calls[0]?.at(0))).toContain(
      RECONCILIATION_ENDPOINTS.view.path.replace(':id', EST.id),
    );
    manager.unmount();
    reads.mockClear();
    for (const role of ['FRONTDESK', 'EMPLOYEE'] as const) {
      const view = renderAs(role, <ReconciliationSection />);
      expect(view.container.querySelector('section')).toBeNull();
      view.unmount();
    }
    expect(reads).not.toHaveBeenCalled();
  });
});
