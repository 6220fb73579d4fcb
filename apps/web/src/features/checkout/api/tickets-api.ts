/**
 * Ticket calls and hooks (spec operations.md §7 "Tickets", §5 and §8 texts; issue #13): the
 * filtered list of a location and the void (DELETE with a reason). Lists sit under
 * ['est', establishmentId, 'checkout', 'tickets', …] so a location switch drops them.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  CHECKOUT_ENDPOINTS as E,
  CHECKOUT_MESSAGES,
  TICKET_LIST_LIMIT_DEFAULT,
  type DomainEntity,
  type TicketPriority,
  type TicketStatus,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointMutation } from '../../../lib/query/endpoint-query';

/** What a ticket list shows: the tickets, their clients and staff. */
const TICKET_READS: readonly DomainEntity[] = ['ticket', 'client', 'user', 'appointment'];

/** The list's filters; dates are the location's local days, 'YYYY-MM-DD', inclusive. */
export interface TicketFilters {
  status?: TicketStatus;
  priority?: TicketPriority;
  staffIds: string[];
  startDate?: string;
  endDate?: string;
}

const ticketsKey = (establishmentId: string) => ['est', establishmentId, 'checkout', 'tickets'] as const;

/** The newest tickets of `establishmentId` matching `filters`, with the count of every match. */
export function useTickets(establishmentId: string, filters: TicketFilters) {
  return useQuery({
    queryKey: [...ticketsKey(establishmentId), filters],
    queryFn: ({ signal }) =>
      callEndpoint(E.tickets, {
        signal,
        query: {
          establishmentId,
          status: filters.status,
          priority: filters.priority,
          staffIds: filters.staffIds.length > 0 ? filters.staffIds.join(',') : undefined,
          startDate: filters.startDate,
          endDate: filters.endDate,
          limit: String(TICKET_LIST_LIMIT_DEFAULT),
        },
      }),
    placeholderData: keepPreviousData,
    meta: { reads: TICKET_READS },
  });
}

export interface VoidTicketVars {
  ticketId: string;
  /** The signed-in person's name; the server records its own actor regardless. */
  voidedBy: string;
  reason: string;
}

/**
 * Voids an open ticket of `establishmentId`: toasts 'Ticket deleted successfully!' and refreshes
 * the list, or 'Failed to delete ticket' with the server's reason.
 */
export function useVoidTicket(establishmentId: string) {
  return useMutation({
    // Its writes refresh the ticket lists, which read tickets.
    ...endpointMutation(E.voidTicket, {
      call: ({ ticketId, voidedBy, reason }: VoidTicketVars) => ({
        params: { id: ticketId },
        body: { establishmentId, voidedBy, reason },
      }),
      errorTitle: CHECKOUT_MESSAGES.deleteTicketFailed,
      writes: ['ticket'],
    }),
    onSuccess: () =>
      notifications.show({
        color: 'green',
        title: CHECKOUT_MESSAGES.ticketDeleted,
        message: 'The ticket is voided.',
      }),
  });
}
