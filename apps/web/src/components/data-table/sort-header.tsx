/** A sortable column's title: a button with the label and the direction it sorts in now. */
import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';

/** Which column a list is sorted by, and which way. */
export interface SortStatus<K extends string> {
  column: K;
  direction: 'asc' | 'desc';
}

/** The next sort after a click on `column`: the same column turns around, another starts ascending. */
export function nextSort<K extends string>(status: SortStatus<K>, column: K): SortStatus<K> {
  if (status.column !== column) return { column, direction: 'asc' };
  return { column, direction: status.direction === 'asc' ? 'desc' : 'asc' };
}

/** The value of a sortable header's aria-sort. */
export function ariaSort<K extends string>(
  status: SortStatus<K>,
  column: K,
): 'ascending' | 'descending' | 'none' {
  if (status.column !== column) return 'none';
  return status.direction === 'asc' ? 'ascending' : 'descending';
}

export function SortHeader({
  label,
  sorted,
  end,
  onSort,
}: {
  label: string;
  sorted: 'ascending' | 'descending' | 'none';
  /** Right-aligned column (amounts). */
  end: boolean;
  onSort: () => void;
}) {
  let icon = <IconSelector size={14} aria-hidden opacity={0.45} />;
  if (sorted === 'ascending') icon = <IconArrowUp size={14} aria-hidden />;
  if (sorted === 'descending') icon = <IconArrowDown size={14} aria-hidden />;
  return (
    <UnstyledButton onClick={onSort} fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
      <Group gap={4} wrap="nowrap" justify={end ? 'flex-end' : 'flex-start'} component="span">
        <span>{label}</span>
        {icon}
      </Group>
    </UnstyledButton>
  );
}
