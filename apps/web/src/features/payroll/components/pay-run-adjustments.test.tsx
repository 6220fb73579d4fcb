/**
 * The pay run's overtime and late corrections on screen (issue #28): overtime hours and pay in
 * their own columns, a finalised run marked "Adjusted later" pointing to the run that pays the
 * correction, and that run listing the correction with the period it corrects.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PAYROLL_MESSAGES, type PayAdjustment } from '@daybook/contracts';
import { renderAs, runFixture } from '../test/payroll-fixtures';
import { PayRunAdjustments } from './pay-run-adjustments';
import { PayRunTable } from './pay-run-table';

const base = runFixture();
const correction: PayAdjustment = {
  id: 'a1',
  userId: 'e1',
  name: 'Emma Chen',
  sourceRunId: 'r-aug-03',
  sourcePeriodStart: '2026-08-03',
  sourcePeriodEnd: '2026-08-16',
  appliedRunId: 'r-aug-17',
  appliedPeriodStart: '2026-08-17',
  appliedPeriodEnd: '2026-08-30',
  minutes: 120,
  overtimeMinutes: 120,
  amount: 60,
  reason: 'Forgot to clock out',
  createdAt: '2026-08-20T12:00:00.000Z',
};

describe('pay run overtime and late corrections', () => {
  it('shows overtime hours and pay as their own columns, with totals', () => {
    const run = runFixture({
      lines: [{ ...base.lines[0]!, minutes: 2_460, overtimeMinutes: 60, hourlyPay: 800, overtimePay: 30 }],
      totals: { ...base.totals, overtimeMinutes: 60, overtimePay: 30 },
    });
    renderAs('MANAGER', <PayRunTable run={run} onOpen={() => {}} />);
    const table = screen.getByRole('table', { name: 'Pay run lines' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Overtime hours', 'Overtime pay']));
    expect(headers).not.toContain('Adjustments');
    const row = within(table).getByText('Emma Chen').closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    const at = (name: string) => cells[headers.indexOf(name)];
    expect(['Hours', 'Overtime hours', 'Hourly pay', 'Overtime pay'].map(at)).toEqual([
      '41.00',
      '1.00',
      '$800.00',
      '$30.00',
    ]);
  });

  it('marks a finalised run adjusted later and opens the run that pays the correction', () => {
    const onPick = vi.fn();
    renderAs(
      'BUSINESS_OWNER',
      <PayRunAdjustments
        run={runFixture({ status: 'finalised', laterAdjustments: [correction] })}
        onPick={onPick}
      />,
    );
    const alert = screen.getByLabelText(PAYROLL_MESSAGES.adjustedLater);
    expect(alert.textContent).toContain('Emma Chen');
    expect(alert.textContent).toContain('+2.00 h (+2.00 h overtime), $60.00');
    fireEvent.click(within(alert).getByRole('button', { name: /Aug 17/ }));
    expect(onPick).toHaveBeenCalledWith('2026-08-17');
  });

  it('says a correction waits for the next run when none has taken it yet', () => {
    renderAs(
      'MANAGER',
      <PayRunAdjustments
        run={runFixture({
          status: 'finalised',
          laterAdjustments: [
            { ...correction, appliedRunId: null, appliedPeriodStart: null, appliedPeriodEnd: null },
          ],
        })}
        onPick={() => {}}
      />,
    );
    expect(screen.getByText(`${PAYROLL_MESSAGES.adjustmentWaiting}.`)).toBeTruthy();
  });

  it('lists the corrections a run pays, with an adjustments column and the period corrected', () => {
    const onPick = vi.fn();
    const run = runFixture({
      lines: [{ ...base.lines[0]!, adjustmentMinutes: 120, adjustmentPay: 60, gross: 372.5 }],
      totals: { ...base.totals, adjustmentPay: 60 },
      adjustments: [correction],
    });
    renderAs(
      'MANAGER',
      <>
        <PayRunTable run={run} onOpen={() => {}} />
        <PayRunAdjustments run={run} onPick={onPick} />
      </>,
    );
    expect(screen.getByRole('columnheader', { name: 'Adjustments' })).toBeTruthy();
    const paid = screen.getByLabelText('Late corrections paid in this run');
    expect(paid.textContent).toContain('“Forgot to clock out”');
    fireEvent.click(within(paid).getByRole('button', { name: /Aug 3/ }));
    expect(onPick).toHaveBeenCalledWith('2026-08-03');
    expect(screen.queryByLabelText(PAYROLL_MESSAGES.adjustedLater)).toBeNull();
  });
});
