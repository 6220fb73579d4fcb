/**
 * The tickets of one location (spec operations.md §2, §7 "Tickets"; issue #13): filters, the
 * newest tickets with their count, 'Check out' and 'Void'. A failed list shows 'Failed to fetch
 * tickets' with Retry, never sample data.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { CHECKOUT_MESSAGES, type Ticket } from '@daybook/contracts';
import { useStaff } from '../../../lib/catalog/api/services-api';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useTickets, type TicketFilters } from '../api/tickets-api';
import { checkoutAccess } from '../transactions/checkout-access';
import { LoadError } from '../../../components/load-error';
import { TableSkeleton } from '../../../components/table-skeleton';
import { TicketFiltersBar } from './ticket-filters-bar';
import { TicketsTable } from './tickets-table';
import { VoidTicketModal } from './void-ticket-modal';

interface Props {
  establishmentId: string;
  timeZone: string;
}

export function TicketsView({ establishmentId, timeZone }: Props) {
  const { role, tenant } = useWorkspace();
  const [filters, setFilters] = useState<TicketFilters>({ staffIds: [] });
  const list = useTickets(establishmentId, filters);
  const staff = useStaff(tenant.id, establishmentId);
  const [voiding, setVoiding] = useState<Ticket | null>(null);
  const staffNames = useMemo(() => new Map((staff.data ?? []).map((s) => [s.id, s.name])), [staff.data]);
  const staffOptions = (staff.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  const canVoid = checkoutAccess.voidTicket(role);

  let content: ReactNode;
  if (list.isPending) content = <TableSkeleton label="Loading tickets" />;
  else if (list.isError)
    content = (
      <LoadError
        title={CHECKOUT_MESSAGES.fetchTicketsFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.data.length === 0)
    content = (
      <Card withBorder padding="xl">
        <Stack align="center" gap="xs">
          <IconTicket size={40} aria-hidden />
          <Text fw={600}>No tickets</Text>
          <Text c="dimmed" size="sm" ta="center">
            Tickets open from the calendar when an appointment is checked out.
          </Text>
        </Stack>
      </Card>
    );
  else {
    const { data, count } = list.data;
    content = (
      <Stack gap="sm" aria-busy={list.isPlaceholderData}>
        <TicketsTable
          tickets={data}
          timeZone={timeZone}
          staffNames={staffNames}
          canCheckOut={checkoutAccess.checkOut(role)}
          canVoid={canVoid}
          onVoid={setVoiding}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {count > data.length
            ? `Showing the newest ${data.length} of ${count.toLocaleString('en-US')} tickets`
            : `${count.toLocaleString('en-US')} ticket${count === 1 ? '' : 's'}`}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TicketFiltersBar
          filters={filters}
          staff={staffOptions}
          onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
        />
        {list.isFetching && !list.isPending && <Loader size="xs" aria-label="Updating tickets" />}
      </Group>
      {content}
      {canVoid && (
        <VoidTicketModal
          ticket={voiding}
          establishmentId={establishmentId}
          onClose={() => setVoiding(null)}
        />
      )}
    </Stack>
  );
}
