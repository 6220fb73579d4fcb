/** One page of clients: name (to their page), phone, email, last visit, visits, lifetime spend, status. */
import { Link } from 'react-router';
import { Anchor, Table, Text } from '@mantine/core';
import { type Client } from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import { formatCurrency, formatDate } from '../../../lib/format';
import { ClientStatusBadge } from './status-badges';

export function ClientsTable({
  clients,
  showLocation,
}: {
  clients: readonly Client[];
  showLocation: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Clients">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Email</Table.Th>
            {showLocation && <Table.Th>Location</Table.Th>}
            <Table.Th>Last visit</Table.Th>
            <Table.Th ta="right">Visits</Table.Th>
            <Table.Th ta="right">Lifetime spend</Table.Th>
            <Table.Th>Status</Table.Th>
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
                  <Text size="xs" c="red.9" lineClamp={1} title={c.allergies}>
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
  );
}
