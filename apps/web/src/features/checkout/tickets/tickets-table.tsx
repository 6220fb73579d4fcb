/**
 * Tickets: number, client, staff, services, subtotal, status, created; 'Check out' for open
 * tickets (to the register) and 'Void' for roles that may void.
 */
import { Link } from 'react-router';
import { Button, Group, Table, Text } from '@mantine/core';
import type { Ticket } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { formatDateTime } from '../transactions/local-dates';
import { TicketStatusBadge } from './ticket-status-badge';
import { TableHead } from '../../../components/table-head';

interface Props {
  tickets: Ticket[];
  timeZone: string;
  /** Names of the location's staff by id, for tickets whose lines carry none. */
  staffNames: ReadonlyMap<string, string>;
  canCheckOut: boolean;
  canVoid: boolean;
  onVoid: (ticket: Ticket) => void;
}

function staffOf(ticket: Ticket, staffNames: ReadonlyMap<string, string>): string {
  const names = new Set<string>();
  for (const line of ticket.lines) if (line.staffName) names.add(line.staffName);
  for (const id of ticket.staffIds) {
    const name = staffNames.get(id);
    if (name) names.add(name);
  }
  return names.size > 0 ? [...names].join(', ') : '—';
}

function servicesOf(ticket: Ticket): string {
  const names = ticket.lines.filter((l) => l.kind === 'service').map((l) => l.name);
  return names.length > 0 ? names.join(', ') : '—';
}

export function TicketsTable({ tickets, timeZone, staffNames, canCheckOut, canVoid, onVoid }: Props) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Tickets">
        <TableHead
          columns={[
            'Number',
            'Client',
            'Staff',
            'Services',
            { label: 'Subtotal', align: 'right' },
            'Status',
            'Created',
          ]}
          actions
        />
        <Table.Tbody>
          {tickets.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td fw={600}>#{t.number}</Table.Td>
              <Table.Td>{t.clientName ?? 'Walk-in'}</Table.Td>
              <Table.Td>{staffOf(t, staffNames)}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {servicesOf(t)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatCurrency(t.subtotal)}</Table.Td>
              <Table.Td>
                <TicketStatusBadge status={t.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.createdAt, timeZone)}</Table.Td>
              <Table.Td>
                {t.status === 'open' && (
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    {canCheckOut && (
                      <Button
                        component={Link}
                        to={`/register?ticket=${encodeURIComponent(t.id)}`}
                        size="xs"
                        aria-label={`Check out ticket #${t.number}`}
                      >
                        Check out
                      </Button>
                    )}
                    {canVoid && (
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        onClick={() => onVoid(t)}
                        aria-label={`Void ticket #${t.number}`}
                      >
                        Void
                      </Button>
                    )}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
