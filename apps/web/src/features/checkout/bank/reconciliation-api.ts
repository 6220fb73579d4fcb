/**
 * The Finance page's reconciliation calls (issue #31, spec operations.md §1 "Financials"): the
 * view of a period's expected deposits and left-over bank lines, matching a deposit to a line,
 * dismissing either with a reason, undoing a decision, and the matcher on request. The dialogs
 * show their own failures (the server's sentence); Undo and Match automatically, which have no
 * dialog, toast theirs through the query client.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  RECONCILIATION_ENDPOINTS as E,
  type DomainEntity,
  type ReconciliationDismiss,
  type ReconciliationMatch,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/**
 * What the view is built from: decisions, bank lines and their accounts, and checkout's card
 * sales (their refunds are announced as the transaction) and drawer sessions.
 */
export const RECONCILIATION_READS: readonly DomainEntity[] = [
  'bank_reconciliation',
  'bank_line',
  'bank_account',
  'transaction',
  'drawer_session',
];

/** What a decision writes. */
const DECISION_WRITES: readonly DomainEntity[] = ['bank_reconciliation'];

/** Business days `from`–`to` ('YYYY-MM-DD', the location's zone), inclusive. */
export interface ReconciliationPeriod {
  from: string;
  to: string;
}

/** The location's reconciliation of `period` (GET …/reconciliation); the last answer stays while the next loads. */
export function useReconciliation(establishmentId: string, period: ReconciliationPeriod, enabled = true) {
  return useQuery(
    endpointQuery(
      E.view,
      { params: { id: establishmentId }, query: period },
      {
        reads: RECONCILIATION_READS,
        establishmentId,
        enabled,
        placeholderData: keepPreviousData,
        select: (answer) => answer.data,
      },
    ),
  );
}

/** Matches a deposit to a bank line (POST …/matches); 409 when either is already decided. */
export function useMatchDeposit(establishmentId: string) {
  return useMutation({
    mutationFn: async (body: ReconciliationMatch) =>
      (await callEndpoint(E.match, { params: { id: establishmentId }, body })).data,
    meta: { writes: DECISION_WRITES },
  });
}

/** Dismisses one deposit or one bank line with a reason (POST …/dismissals). */
export function useDismiss(establishmentId: string) {
  return useMutation({
    mutationFn: async (body: ReconciliationDismiss) =>
      (await callEndpoint(E.dismiss, { params: { id: establishmentId }, body })).data,
    meta: { writes: DECISION_WRITES },
  });
}

/** Undoes a match or a dismissal by its decision id (DELETE …/decisions/:decisionId); a failure toasts. */
export function useUndoDecision(establishmentId: string) {
  return useMutation({
    mutationFn: (decisionId: string) => callEndpoint(E.undo, { params: { id: establishmentId, decisionId } }),
    meta: { writes: DECISION_WRITES, errorTitle: 'Could not undo' },
  });
}

/** Runs the matcher over `period` (POST …/auto-match): how many deposits it matched; a failure toasts. */
export function useAutoMatch(establishmentId: string) {
  return useMutation({
    mutationFn: async (period: ReconciliationPeriod) =>
      (await callEndpoint(E.autoMatch, { params: { id: establishmentId }, body: period })).data,
    meta: { writes: DECISION_WRITES, errorTitle: 'Could not match automatically' },
  });
}
