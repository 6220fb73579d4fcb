/**
 * Ticket calls and hooks (spec operations.md §7 "Tickets", §5 and §8 texts; issue #13): the
 * filtered list of a location and the void (DELETE with a reason). Lists sit under
 * ['est', establishmentId, 'checkout', 'tickets', …] so a location switch drops them.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  CHECKOUT_ENDPOINTS as E,
  CHECKOUT_MESSAGES,
  TICKET_LIST_LIMIT_DEFAULT,
  type TicketPriority,
  type TicketStatus,
} from '@daybook/contracts';
import { ApiError, callEndpoint, errorMessage } from '../../../lib/api-client';

/** The list's filters; dates are the location's local days, 'YYYY-MM-DD', inclusive. */
export interface TicketFilters {
  status?: TicketStatus;
  priority?: TicketPriority;
  staffIds: string[];
  startDate?: string;
  endDate?: string;
}

/** Reads retried twice for network and server failures; a 4xx answer will not change. */
const QUERY_RETRY = {
  retry: (failures: number, error: unknown) =>
    !(error instanceof ApiError && error.status < 500) && failures < 2,
} as const;

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
    ...QUERY_RETRY,
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, voidedBy, reason }: VoidTicketVars) =>
      callEndpoint(E.voidTicket, {
        params: { id: ticketId },
        body: { establishmentId, voidedBy, reason },
      }),
    onSuccess: () => {
      notifications.show({
        color: 'green',
        title: CHECKOUT_MESSAGES.ticketDeleted,
        message: 'The ticket is voided.',
      });
      return queryClient.invalidateQueries({ queryKey: ticketsKey(establishmentId) });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: CHECKOUT_MESSAGES.deleteTicketFailed,
        message: errorMessage(error, CHECKOUT_MESSAGES.deleteTicketFailed),
      }),
  });
}
