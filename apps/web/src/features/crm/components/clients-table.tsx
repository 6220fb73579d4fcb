/**
 * One page of clients: name (to their page), phone, email, location, last visit, visits,
 * lifetime spend, status. Each header is a button that sorts the list by its column (the
 * server sorts; issue #10); the sorted one carries aria-sort and an arrow. On a phone the table
 * scrolls sideways, so a 'Sort by' picker above it names the order without scrolling.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Select, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { type Client, type ClientSortKey } from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import { formatCurrency, formatDate } from '../../../lib/format';
import { ariaSortOf, type ClientSort } from '../lib/client-sort';
import { ClientStatusBadge } from './status-badges';

export interface ClientsTableProps {
  clients: readonly Client[];
  showLocation: boolean;
  sort: ClientSort;
  /** The person chose `column`'s header. */
  onSort: (column: ClientSortKey) => void;
}

/** The columns in order; `end` ones hold numbers and sit right. */
const COLUMNS: readonly { key: ClientSortKey; label: string; end?: boolean }[] = [
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone' },
  { key: 'email', label: 'Email' },
  { key: 'location', label: 'Location' },
  { key: 'lastVisit', label: 'Last visit' },
  { key: 'visitCount', label: 'Visits', end: true },
  { key: 'lifetimeSpend', label: 'Lifetime spend', end: true },
  { key: 'status', label: 'Status' },
];

export function ClientsTable({ clients, showLocation, sort, onSort }: ClientsTableProps) {
  const columns = COLUMNS.filter((c) => showLocation || c.key !== 'location');
  return (
    <Stack gap="xs">
      <Group hiddenFrom="sm" gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label="Sort by"
          size="sm"
          flex={1}
          data={columns.map((c) => ({ value: c.key, label: c.label }))}
          value={sort.sort}
          allowDeselect={false}
          onChange={(v) => {
            const column = columns.find((c) => c.key === v);
            if (column) onSort(column.key);
          }}
        />
        <Button
          variant="default"
          size="sm"
          leftSection={
            sort.order === 'asc' ? (
              <IconArrowUp size={14} aria-hidden />
            ) : (
              <IconArrowDown size={14} aria-hidden />
            )
          }
          onClick={() => onSort(sort.sort)}
          title="Turn the order around"
        >
          {sort.order === 'asc' ? 'Ascending' : 'Descending'}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={800}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Clients">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <SortableTh
                  key={c.key}
                  column={c.key}
                  label={c.label}
                  sort={sort}
                  onSort={onSort}
                  end={c.end ?? false}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {clients.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/crm/clients/${c.id}`} fw={600}>
                    {c.name}
                  </Anchor>
                  {c.allergies && (
                    <Text size="xs" c="var(--daybook-text-bad)" lineClamp={1} title={c.allergies}>
                      Allergies: {c.allergies}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.phone ? formatPhone(c.phone) : '—'}</Table.Td>
                <Table.Td>{c.email ?? '—'}</Table.Td>
                {showLocation && <Table.Td>{c.establishmentName}</Table.Td>}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {c.lastVisit ? formatDate(c.lastVisit) : 'Never'}
                </Table.Td>
                <Table.Td ta="right">{c.visitCount.toLocaleString('en-US')}</Table.Td>
                <Table.Td ta="right">{formatCurrency(c.lifetimeSpend)}</Table.Td>
                <Table.Td>
                  <ClientStatusBadge status={c.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * A column header that sorts: a native button (Enter and Space work, it is in the tab order)
 * inside the th that carries aria-sort. Numbers' headers sit right, over their figures.
 */
function SortableTh({
  column,
  label,
  sort,
  onSort,
  end,
}: {
  column: ClientSortKey;
  label: string;
  sort: ClientSort;
  onSort: (column: ClientSortKey) => void;
  end: boolean;
}) {
  const ariaSort = ariaSortOf(sort, column);
  let icon: ReactNode = <IconSelector size={14} aria-hidden opacity={0.45} />;
  if (ariaSort === 'ascending') icon = <IconArrowUp size={14} aria-hidden />;
  if (ariaSort === 'descending') icon = <IconArrowDown size={14} aria-hidden />;
  return (
    <Table.Th aria-sort={ariaSort} ta={end ? 'right' : undefined}>
      <UnstyledButton
        onClick={() => onSort(column)}
        fw={700}
        fz="sm"
        w="100%"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Group gap={4} wrap="nowrap" justify={end ? 'flex-end' : 'flex-start'} component="span">
          <span>{label}</span>
          {icon}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
