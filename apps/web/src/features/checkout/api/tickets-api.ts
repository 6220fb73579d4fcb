/**
 * Ticket calls and hooks (spec operations.md §7 "Tickets", §5 and §8 texts; issue #13): the
 * filtered list of a location and the void (DELETE with a reason). Lists are contract queries
 * under the location's key, so a location switch drops them.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  CHECKOUT_ENDPOINTS as E,
  CHECKOUT_MESSAGES,
  TICKET_LIST_LIMIT_DEFAULT,
  type TicketPriority,
  type TicketStatus,
} from '@daybook/contracts';
import { endpointMutation, endpointQuery } from '../../../lib/query/endpoint-query';
import { TICKET_LIST_READS } from '../../../lib/query/reads';

/** The list's filters; dates are the location's local days, 'YYYY-MM-DD', inclusive. */
export interface TicketFilters {
  status?: TicketStatus;
  priority?: TicketPriority;
  staffIds: string[];
  startDate?: string;
  endDate?: string;
}

/** The newest tickets of `establishmentId` matching `filters`, with the count of every match. */
export function useTickets(establishmentId: string, filters: TicketFilters) {
  const query = {
    establishmentId,
    status: filters.status,
    priority: filters.priority,
    staffIds: filters.staffIds.length > 0 ? filters.staffIds.join(',') : undefined,
    startDate: filters.startDate,
    endDate: filters.endDate,
    limit: String(TICKET_LIST_LIMIT_DEFAULT),
  };
  return useQuery(
    endpointQuery(
      E.tickets,
      { query },
      { reads: TICKET_LIST_READS, establishmentId, placeholderData: keepPreviousData },
    ),
  );
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
