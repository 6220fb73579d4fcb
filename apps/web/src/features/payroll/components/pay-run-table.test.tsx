/**
 * The pay run on screen reads as its CSV export does (issue #28 "the pay run's CSV and screen
 * agree after refunds"): "Commission" is the commission earned on the period's sales and "Refund
 * reversal" what refunds took back, in columns of the same names as the file's, so a line with a
 * refund shows the same two figures in both.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithMantine } from '../../../test/render';
import { runFixture } from '../test/payroll-fixtures';
import { PayRunTable } from './pay-run-table';

describe('PayRunTable', () => {
  it('shows a refunded line’s commission and its reversal as the CSV columns do', () => {
    // Emma: $35.50 service + $1.00 product commission; a refund took back $4.00.
    const run = runFixture();
    renderWithMantine(<PayRunTable run={run} onOpen={() => undefined} />);
    const table = screen.getByRole('table', { name: 'Pay run lines' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Commission', 'Refund reversal', 'Gross pay']));
    const emma = within(table).getByRole('button', { name: 'Details of Emma Chen' }).closest('tr')!;
    const cells = within(emma)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    const at = (name: string) => cells[headers.indexOf(name)];
    expect(at('Commission')).toBe('$36.50');
    expect(at('Refund reversal')).toBe('-$4.00');
    expect(at('Gross pay')).toBe('$312.50');
    const totals = within(table.querySelector('tfoot')!)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(totals[headers.indexOf('Commission')]).toBe('$36.50');
    expect(totals[headers.indexOf('Refund reversal')]).toBe('-$4.00');
  });
});
