/**
 * /calendar?bookClientId={id}: the CRM client page's 'Book appointment'. The calendar reads the
 * parameter once, takes it out of the address (so Back or a reload does not book again),
 * fetches the client and opens the booking panel for them; an unknown client is a toast.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES } from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { fetchClientSummary, type ClientSummary } from './client-search';

export const BOOK_CLIENT_PARAM = 'bookClientId';

/** Shown when the link reaches someone whose role does not book (employees). */
export const CANNOT_BOOK = 'Your role cannot book appointments.';

/**
 * Handles the link while the calendar is on screen: `onClient` gets the fetched client when
 * `canBook`; otherwise, or when the client cannot be read (404 'Client not found.', 400 for a
 * malformed id), a toast says why and nothing opens.
 */
export function useBookClientLink({
  canBook,
  onClient,
}: {
  canBook: boolean;
  onClient: (client: ClientSummary) => void;
}): void {
  const [params, setParams] = useSearchParams();
  const clientId = params.get(BOOK_CLIENT_PARAM);
  const handled = useRef<string | null>(null);
  const open = useEffectEvent(onClient);

  useEffect(() => {
    // Once per link: the parameter stays in `params` until the navigation below lands.
    if (!clientId || handled.current === clientId) return;
    handled.current = clientId;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(BOOK_CLIENT_PARAM);
        return next;
      },
      { replace: true },
    );
    if (!canBook) {
      notifications.show({ color: 'yellow', message: CANNOT_BOOK });
      return;
    }
    fetchClientSummary(clientId).then(
      (client) => open(client),
      (error: unknown) =>
        notifications.show({
          color: 'red',
          title: CLIENT_MESSAGES.fetchClientFailed,
          message: errorMessage(error, CLIENT_MESSAGES.fetchClientFailed),
        }),
    );
  }, [clientId, canBook, setParams]);
}
