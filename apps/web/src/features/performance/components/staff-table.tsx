/**
 * Every staff member's figures of the period, sortable by each column (a native button in the
 * header that carries aria-sort); revenue, highest first, by default.
 */
import { useState, type ReactNode } from 'react';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { LOCALE, ROLE_LABEL, mapRawRole, type PerformanceStaff } from '@daybook/contracts';
import { dollars, percent } from '../lib/figures';

type Row = PerformanceStaff;
interface Column {
  key: string;
  label: string;
  value: (r: Row) => number | string;
  show: (r: Row) => ReactNode;
  numeric: boolean;
}

const count = (n: number) => n.toLocaleString(LOCALE);
const roleLabel = (r: Row) => {
  const role = mapRawRole(r.role);
  return role ? ROLE_LABEL[role] : r.role;
};

const COLUMNS: Column[] = [
  { key: 'name', label: 'Staff member', value: (r) => r.staffName, show: (r) => r.staffName, numeric: false },
  { key: 'role', label: 'Role', value: roleLabel, show: roleLabel, numeric: false },
  {
    key: 'revenue',
    label: 'Revenue',
    value: (r) => r.current.revenueCents,
    show: (r) => dollars(r.current.revenueCents),
    numeric: true,
  },
  {
    key: 'services',
    label: 'Services',
    value: (r) => r.current.serviceRevenueCents,
    show: (r) => dollars(r.current.serviceRevenueCents),
    numeric: true,
  },
  {
    key: 'products',
    label: 'Products',
    value: (r) => r.current.productRevenueCents,
    show: (r) => dollars(r.current.productRevenueCents),
    numeric: true,
  },
  {
    key: 'tips',
    label: 'Tips',
    value: (r) => r.current.tipsCents,
    show: (r) => dollars(r.current.tipsCents),
    numeric: true,
  },
  {
    key: 'ticket',
    label: 'Avg ticket',
    value: (r) => r.current.averageTicketCents,
    show: (r) => dollars(r.current.averageTicketCents),
    numeric: true,
  },
  {
    key: 'appointments',
    label: 'Appointments',
    value: (r) => r.current.appointments,
    show: (r) => count(r.current.appointments),
    numeric: true,
  },
  {
    key: 'utilisation',
    label: 'Utilisation',
    value: (r) => r.current.utilisation ?? -1,
    show: (r) => percent(r.current.utilisation),
    numeric: true,
  },
  {
    key: 'rebooking',
    label: 'Rebooking',
    value: (r) => r.current.rebookingRate ?? -1,
    show: (r) => percent(r.current.rebookingRate),
    numeric: true,
  },
  {
    key: 'new',
    label: 'New clients',
    value: (r) => r.current.newClients,
    show: (r) => count(r.current.newClients),
    numeric: true,
  },
  {
    key: 'returning',
    label: 'Returning',
    value: (r) => r.current.returningClients,
    show: (r) => count(r.current.returningClients),
    numeric: true,
  },
];

type Sort = { key: string; direction: 'ascending' | 'descending' };

function sortRows(rows: Row[], sort: Sort): Row[] {
  const column = COLUMNS.find((c) => c.key === sort.key) ?? COLUMNS[2]!;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = column.value(a);
    const y = column.value(b);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order || a.staffName.localeCompare(b.staffName);
  });
}

function SortHeader({ column, sort, onSort }: { column: Column; sort: Sort; onSort: (key: string) => void }) {
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
    <Table.Th aria-sort={active ? sort.direction : 'none'} ta={column.numeric ? 'right' : undefined}>
      <UnstyledButton
        onClick={() => onSort(column.key)}
        fw={700}
        fz="sm"
        w="100%"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : 'flex-start'} component="span">
          <span>{column.label}</span>
          {icon}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The staff table; a header click sorts by that column, a second click reverses it. */
export function StaffTable({ staff }: { staff: Row[] }) {
  const [sort, setSort] = useState<Sort>({ key: 'revenue', direction: 'descending' });
  const onSort = (key: string) =>
    setSort((s) =>
      s.key === key
        ? { key, direction: s.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: COLUMNS.find((c) => c.key === key)?.numeric ? 'descending' : 'ascending' },
    );
  return (
    <Table.ScrollContainer minWidth={1040}>
      <Table striped verticalSpacing="sm" aria-label="Staff performance">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <SortHeader key={c.key} column={c} sort={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortRows(staff, sort).map((r) => (
            <Table.Tr key={r.staffId}>
              {COLUMNS.map((c) => (
                <Table.Td key={c.key} ta={c.numeric ? 'right' : undefined}>
                  {c.show(r)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
