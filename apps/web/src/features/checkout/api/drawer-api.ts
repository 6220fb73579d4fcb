/**
 * The cash drawer's calls and hooks (issue #13, spec operations.md §3 "Register state": cash
 * drawer amount and open flag): the open session with its X report, opening with a float,
 * pay-ins and pay-outs, closing from a count (the Z report) and the closed sessions' Z reports
 * (issue #28). Writes name their failure toast; the query client shows the server's message.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  CHECKOUT_ENDPOINTS as E,
  type DomainEntity,
  type DrawerMovementKind,
  type DrawerSession,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { formatCurrency } from '../../../lib/format';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/**
 * What a drawer report is built from: the sessions, the cash sales and refunds of their shift
 * (a refund updates its transaction), and the names of who opened, closed and moved cash.
 */
const DRAWER_READS: readonly DomainEntity[] = ['drawer_session', 'drawer_movement', 'transaction', 'user'];

/** The query of the location's open drawer session (its X report), null when it is closed. */
function drawerQuery(establishmentId: string) {
  return endpointQuery(
    E.drawer,
    { query: { establishmentId } },
    { reads: DRAWER_READS, establishmentId, select: (answer): DrawerSession | null => answer.data },
  );
}

/** The open drawer session of the location, or null when the drawer is closed. */
export function useDrawer(establishmentId: string) {
  return useQuery(drawerQuery(establishmentId));
}

/** One page (DRAWER_SESSIONS_PAGE_SIZE) of the location's Z reports, newest first, and their count. */
export function useDrawerSessions(establishmentId: string, page: number) {
  return useQuery(
    endpointQuery(
      E.drawerSessions,
      { query: { establishmentId, page: String(page) } },
      {
        reads: DRAWER_READS,
        establishmentId,
        select: (answer) => answer.data,
        placeholderData: keepPreviousData,
      },
    ),
  );
}

/**
 * A drawer write whose answer is the session's new state: cached as the open drawer, or (after
 * a close, `keepOpen` false) the drawer is closed; the readers of `writes` (the Z reports after
 * a close) are read again. `after` runs first, even when the form that made the call has gone
 * (a close unmounts its own dialog).
 */
function useDrawerWrite<V>(
  establishmentId: string,
  meta: { errorTitle: string; writes: readonly DomainEntity[] },
  call: (vars: V) => Promise<DrawerSession>,
  success: (session: DrawerSession, vars: V) => string,
  keepOpen: boolean,
  after?: (session: DrawerSession) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (session, vars) => {
      after?.(session);
      queryClient.setQueryData(drawerQuery(establishmentId).queryKey, {
        success: true,
        data: keepOpen ? session : null,
      });
      notifications.show({
        color: 'green',
        title: success(session, vars),
        message: `Expected in drawer: ${formatCurrency(session.expected)}`,
      });
    },
    meta,
  });
}

/** Opens the drawer with its float counted by denomination ({ "2000": 3 }: three $20 bills). */
export function useOpenDrawer(establishmentId: string) {
  return useDrawerWrite(
    establishmentId,
    { errorTitle: 'Failed to open the drawer', writes: ['drawer_session'] },
    async (counts: Record<string, number>) =>
      (await callEndpoint(E.openDrawer, { body: { establishmentId, counts } })).data,
    () => 'Drawer opened',
    true,
  );
}

export interface MovementVars {
  kind: DrawerMovementKind;
  amount: number;
  reason: string;
}

/** Records a pay-in or pay-out (dollars, with a reason). */
export function useDrawerMovement(establishmentId: string) {
  return useDrawerWrite(
    establishmentId,
    // The answer is the session's new report, put in place above; another desk's movement
    // reaches the open drawer as a drawer_movement change.
    { errorTitle: 'Failed to record the cash movement', writes: [] },
    async (vars: MovementVars) =>
      (await callEndpoint(E.drawerMovement, { body: { establishmentId, ...vars } })).data,
    (_s, vars) => (vars.kind === 'pay_in' ? 'Pay in recorded' : 'Pay out recorded'),
    true,
  );
}

export interface CloseVars {
  /** Count per denomination in cents ({ "2000": 3 } is three $20 bills). */
  counts: Record<string, number>;
  note?: string;
}

/** Closes the drawer from a count; `onClosed` gets the Z report. The drawer is then closed. */
export function useCloseDrawer(establishmentId: string, onClosed: (report: DrawerSession) => void) {
  return useDrawerWrite(
    establishmentId,
    { errorTitle: 'Failed to close the drawer', writes: ['drawer_session'] },
    async (vars: CloseVars) =>
      (await callEndpoint(E.closeDrawer, { body: { establishmentId, ...vars } })).data,
    () => 'Drawer closed',
    false,
    onClosed,
  );
}
