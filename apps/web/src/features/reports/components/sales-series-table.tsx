/**
 * The series of the sales report as a table (issue #31), below its chart: one row per day, week
 * or month with its totals row. For one location each period links to the register's
 * transactions of its days (/transactions?from=…&to=…), one click from a figure to its sales.
 */
import { Link } from 'react-router';
import { Anchor, VisuallyHidden } from '@mantine/core';
import type { SalesReport } from '@daybook/contracts';
import { seriesTable } from '../lib/sales-tables';
import { SalesTableCard } from './sales-table';

/** The series table of `report`; `linkToTransactions` when it covers one location. */
export function SalesSeriesTable({
  report,
  linkToTransactions,
}: {
  report: SalesReport;
  linkToTransactions: boolean;
}) {
  return (
    <SalesTableCard
      table={seriesTable(report)}
      idOf={(p) => p.from}
      empty="No days in this period."
      minWidth={760}
      renderCell={(key, p, text) =>
        key === 'period' && linkToTransactions ? (
          <Anchor component={Link} to={`/transactions?${new URLSearchParams({ from: p.from, to: p.to })}`}>
            {text}
            <VisuallyHidden>: transactions</VisuallyHidden>
          </Anchor>
        ) : (
          text
        )
      }
    />
  );
}
