/**
 * The series of the sales report as a table (issue #31), below its chart: one row per day, week
 * or month with its totals row. Each period links to the register's transactions of its days at
 * the report's location (/transactions?from=…&to=…&establishmentId=…): one click from a figure
 * to its sales, every location's when the report covers them all.
 */
import { Link } from 'react-router';
import { Anchor, VisuallyHidden } from '@mantine/core';
import type { SalesReport } from '@daybook/contracts';
import { seriesTable } from '../lib/sales-tables';
import { SalesTableCard } from './sales-table';

/**
 * The address of the transactions of `from`…`to` at `establishmentId` (ALL_ESTABLISHMENTS:
 * every location); /transactions reads the same parameter names.
 */
function transactionsHref(establishmentId: string, from: string, to: string): string {
  return `/transactions?${new URLSearchParams({ from, to, establishmentId })}`;
}

/** The series table of `report`, of `establishmentId` (a location's id or ALL_ESTABLISHMENTS). */
export function SalesSeriesTable({
  report,
  establishmentId,
}: {
  report: SalesReport;
  establishmentId: string;
}) {
  return (
    <SalesTableCard
      table={seriesTable(report)}
      idOf={(p) => p.from}
      empty="No days in this period."
      minWidth={760}
      renderCell={(key, p, text) =>
        key === 'period' ? (
          <Anchor component={Link} to={transactionsHref(establishmentId, p.from, p.to)}>
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
