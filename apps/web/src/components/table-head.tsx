/**
 * A table's header row: its column labels, then, with `actions`, a last column for the row's
 * buttons whose label only screen readers read ("Actions").
 */
import { Table, VisuallyHidden } from '@mantine/core';

/** A column's label, or a label with its cells' alignment; false leaves the column out. */
export type ColumnHead = string | { label: string; align: 'right' } | false;

export function TableHead({ columns, actions = false }: { columns: ColumnHead[]; actions?: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c) =>
          c === false ? null : typeof c === 'string' ? (
            <Table.Th key={c}>{c}</Table.Th>
          ) : (
            <Table.Th key={c.label} ta={c.align}>
              {c.label}
            </Table.Th>
          ),
        )}
        {actions && (
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
