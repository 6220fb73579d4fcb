/**
 * One table of the sales report (issue #31) in the shared DataTable: its heading, the columns of
 * lib/sales-tables (dollars as '$1,234.50', counts en-US), a 'Total' footer when the table has
 * one, and a sentence instead of the table when it has no rows. Scrolls sideways on a phone.
 */
import type { ReactNode } from 'react';
import { Card, Text, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatCurrency } from '../../../lib/format';
import { formatCount } from '../lib/sales-format';
import type { SalesColumn, SalesTable } from '../lib/sales-tables';

interface Row<T> {
  id: string;
  row: T;
}

function shown<T>(column: SalesColumn<T>, row: T): string {
  const value = column.value(row);
  if (typeof value === 'string') return value;
  return column.kind === 'money' ? formatCurrency(value) : formatCount(value);
}

export interface SalesTableCardProps<T> {
  table: SalesTable<T>;
  /** A stable id of a row (React's key). */
  idOf: (row: T) => string;
  /** What the table says when it has no rows: 'No sales in this period.' */
  empty: string;
  /** Draws a column's cell differently (a link) where given; its text otherwise. */
  renderCell?: (key: string, row: T, text: string) => ReactNode;
  minWidth?: number;
}

/** The table `table` in a card with its title as heading and accessible name. */
export function SalesTableCard<T>({
  table,
  idOf,
  empty,
  renderCell,
  minWidth = 640,
}: SalesTableCardProps<T>) {
  const { total } = table;
  const columns: DataTableColumn<Row<T>>[] = table.columns.map((c, i) => ({
    accessor: c.key,
    title: c.title,
    textAlign: c.kind === 'text' ? 'left' : 'right',
    noWrap: true,
    render: ({ row }) => {
      const text = shown(c, row);
      return renderCell ? renderCell(c.key, row, text) : text;
    },
    ...(total !== undefined && {
      footer: (
        <Text size="sm" fw={700} ta={c.kind === 'text' ? 'left' : 'right'}>
          {i === 0 ? 'Total' : shown(c, total)}
        </Text>
      ),
    }),
  }));
  return (
    <Card withBorder padding="md" component="section" aria-label={table.title}>
      <Title order={2} size="h4" mb="sm">
        {table.title}
      </Title>
      <DataTable
        label={table.title}
        columns={columns}
        records={table.rows.map((row) => ({ id: idOf(row), row }))}
        empty={
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        }
        minWidth={minWidth}
      />
    </Card>
  );
}
