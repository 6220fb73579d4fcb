/** The last column of a list whose rows carry buttons (Run again, Edit, Void…). */
import type { ReactNode } from 'react';
import { Group, VisuallyHidden } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';

/** A row's buttons, side by side at the end of the row. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {children}
    </Group>
  );
}

/**
 * The actions column: its title ("Actions") read only by screen readers, its cells the buttons
 * `render` draws for a row (nothing for a row without any).
 */
export function actionsColumn<T>(render: (record: T) => ReactNode): DataTableColumn<T> {
  return {
    accessor: 'actions',
    title: <VisuallyHidden>Actions</VisuallyHidden>,
    textAlign: 'right',
    render: (record) => <RowActions>{render(record)}</RowActions>,
  };
}
