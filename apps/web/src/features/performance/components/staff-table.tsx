/**
 * Every staff member's figures of the period, sortable by each column (a native button in the
 * header that carries aria-sort); revenue, highest first, by default.
 */
import { useState, type ReactNode } from 'react';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { PerformanceStaff } from '@daybook/contracts';
import {
  DEFAULT_STAFF_SORT,
  SCREEN_FIGURE_CELLS,
  STAFF_COLUMNS,
  figureCell,
  sortStaff,
  type StaffColumn,
  type StaffSort,
} from '../lib/staff-report-table';

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: StaffColumn;
  sort: StaffSort;
  onSort: (key: string) => void;
}) {
  const numeric = column.kind !== 'text';
  const active = sort.key === column.key;
  let icon: ReactNode = <IconSelector size={14} aria-hidden opacity={0.45} />;
  if (active)
    icon =
      sort.direction === 'ascending' ? (
        <IconArrowUp size={14} aria-hidden />
      ) : (
        <IconArrowDown size={14} aria-hidden />
      );
  return (
    <Table.Th aria-sort={active ? sort.direction : 'none'} ta={numeric ? 'right' : undefined}>
      <UnstyledButton
        onClick={() => onSort(column.key)}
        fw={700}
        fz="sm"
        w="100%"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'} component="span">
          <span>{column.label}</span>
          {icon}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The staff table; a header click sorts by that column, a second click reverses it. */
export function StaffTable({ staff }: { staff: PerformanceStaff[] }) {
  const [sort, setSort] = useState<StaffSort>(DEFAULT_STAFF_SORT);
  const onSort = (key: string) =>
    setSort((s) =>
      s.key === key
        ? { key, direction: s.direction === 'ascending' ? 'descending' : 'ascending' }
        : {
            key,
            direction: STAFF_COLUMNS.find((c) => c.key === key)?.kind !== 'text' ? 'descending' : 'ascending',
          },
    );
  return (
    <Table.ScrollContainer minWidth={1040}>
      <Table striped verticalSpacing="sm" aria-label="Staff performance">
        <Table.Thead>
          <Table.Tr>
            {STAFF_COLUMNS.map((c) => (
              <SortHeader key={c.key} column={c} sort={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortStaff(staff, sort).map((r) => (
            <Table.Tr key={r.staffId}>
              {STAFF_COLUMNS.map((c) => (
                <Table.Td key={c.key} ta={c.kind !== 'text' ? 'right' : undefined}>
                  {figureCell(c.value(r), c.kind, SCREEN_FIGURE_CELLS)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
