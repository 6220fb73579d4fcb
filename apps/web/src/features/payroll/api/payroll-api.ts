/**
 * Payroll calls and hooks (issue #14): periods, runs, a line's sales and tips, commission plans
 * and the signed-in person's own pay. Reads are contract queries that declare what they read,
 * under the location's key where the data is per location (a location switch drops them); a run
 * written here or announced live refreshes the readers of pay runs. Commission plans and the
 * overtime rule announce no changes, so their saves read their own answers again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  PAYROLL_ENDPOINTS as E,
  PAYROLL_MESSAGES,
  type CommissionPlanUpdate,
  type DomainEntity,
  type OvertimeRuleUpdate,
  type PayRunCreate,
} from '@daybook/contracts';
import { callEndpoint, endpointUrl, getApiContext } from '../../../lib/api-client';
import { saveCsvDownload } from '../../../lib/csv-files';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { invalidateReaders } from '../../../lib/query/entity-changes';

/** Recent pay periods with their runs: the runs, and the periods in the location's calendar. */
const PERIOD_READS: readonly DomainEntity[] = ['pay_run', 'establishment'];

/** Runs, a run with its lines and adjustments, a line's details: runs and the names on them. */
const RUN_READS: readonly DomainEntity[] = ['pay_run', 'user'];

/** Commission plans: the plans, the location's staff, their records and the services plans name. */
const PLAN_READS: readonly DomainEntity[] = [
  'commission_plan',
  'establishment_member',
  'user',
  'employee',
  'service',
];

/** The location's overtime rule. */
const OVERTIME_READS: readonly DomainEntity[] = ['overtime_rule'];

/** The person's own pay: finalised runs and the names of their locations. */
const MY_PAY_READS: readonly DomainEntity[] = ['pay_run', 'establishment'];

/** What a run's draft, recomputation or finalisation changes. */
const RUN_WRITES: readonly DomainEntity[] = ['pay_run'];

/** The plans call of the location. */
const plansCall = (establishmentId: string) => ({ query: { establishmentId } });

/** The overtime rule call of the location. */
const overtimeCall = (establishmentId: string) => ({ query: { establishmentId } });

/** The location's recent pay periods with their runs. */
export function usePeriods(establishmentId: string) {
  return useQuery(
    endpointQuery(
      E.periods,
      { query: { establishmentId } },
      { reads: PERIOD_READS, establishmentId, select: (answer) => answer.data },
    ),
  );
}

/** The location's pay runs, newest first. */
export function useRuns(establishmentId: string) {
  return useQuery(
    endpointQuery(
      E.runs,
      { query: { establishmentId } },
      { reads: RUN_READS, establishmentId, select: (answer) => answer.data },
    ),
  );
}

/** One run with its lines (null id: nothing to load). */
export function useRun(establishmentId: string, id: string | null) {
  return useQuery({
    ...endpointQuery(
      E.run,
      { params: { id: id ?? '' } },
      { reads: RUN_READS, establishmentId, select: (answer) => answer.data },
    ),
    enabled: id !== null,
  });
}

/** A line's sales, tips and refunds. */
export function useLineDetails(establishmentId: string, runId: string, lineId: string | null) {
  return useQuery({
    ...endpointQuery(
      E.line,
      { params: { id: runId, lineId: lineId ?? '' } },
      { reads: RUN_READS, establishmentId, select: (answer) => answer.data },
    ),
    enabled: lineId !== null,
  });
}

/**
 * A write of a run: toasts `done`, or `failed` with the server's reason; on success the
 * location's readers of pay runs read again.
 */
function useRunMutation<V>(
  establishmentId: string,
  run: (vars: V) => Promise<unknown>,
  done: string,
  failed: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      notifications.show({ color: 'green', message: done });
      return invalidateReaders(queryClient, RUN_WRITES, establishmentId);
    },
    meta: { errorTitle: failed },
  });
}

export function useDraftRun(establishmentId: string) {
  return useRunMutation(
    establishmentId,
    async (body: PayRunCreate) => (await callEndpoint(E.createRun, { body })).data,
    PAYROLL_MESSAGES.drafted,
    'Failed to draft the pay run',
  );
}

export function useRecomputeRun(establishmentId: string) {
  return useRunMutation(
    establishmentId,
    async (id: string) => (await callEndpoint(E.recomputeRun, { params: { id } })).data,
    'Pay run recomputed.',
    'Failed to recompute the pay run',
  );
}

export function useFinaliseRun(establishmentId: string) {
  return useRunMutation(
    establishmentId,
    async (id: string) => (await callEndpoint(E.finaliseRun, { params: { id } })).data,
    PAYROLL_MESSAGES.finalised,
    'Failed to finalise the pay run',
  );
}

/** Saves a run's CSV under the server's file name. */
export function useExportRun() {
  return useMutation({
    mutationFn: (id: string) =>
      saveCsvDownload(endpointUrl(E.exportRun, { params: { id } }), getApiContext().tenantId, 'pay-run.csv'),
    meta: { errorTitle: 'Failed to export the pay run' },
  });
}

/** Commission plans of the location's staff. */
export function usePlans(establishmentId: string) {
  return useQuery(
    endpointQuery(E.plans, plansCall(establishmentId), {
      reads: PLAN_READS,
      establishmentId,
      select: (answer) => answer.data,
    }),
  );
}

/** Saves a plan; failures stay with the caller (the editor shows the server's message). */
export function useSavePlan(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, body }: { userId: string; body: CommissionPlanUpdate }) =>
      (await callEndpoint(E.updatePlan, { params: { userId }, query: { establishmentId }, body })).data,
    onSuccess: () => {
      notifications.show({ color: 'green', message: PAYROLL_MESSAGES.planSaved });
      return invalidateReaders(queryClient, ['commission_plan'], establishmentId);
    },
  });
}

/** The signed-in person's pay lines of finalised runs. */
export function useMyPay() {
  return useQuery(endpointQuery(E.myEarnings, {}, { reads: MY_PAY_READS, select: (answer) => answer.data }));
}

/** The location's overtime rule (issue #28). */
export function useOvertimeRule(establishmentId: string) {
  return useQuery(
    endpointQuery(E.overtime, overtimeCall(establishmentId), {
      reads: OVERTIME_READS,
      establishmentId,
      select: (answer) => answer.data,
    }),
  );
}

/** Saves the overtime rule; failures stay with the caller (the form shows the server's sentence). */
export function useSaveOvertimeRule(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OvertimeRuleUpdate) =>
      (await callEndpoint(E.updateOvertime, { query: { establishmentId }, body })).data,
    onSuccess: () => {
      notifications.show({ color: 'green', message: PAYROLL_MESSAGES.overtimeSaved });
      return invalidateReaders(queryClient, OVERTIME_READS, establishmentId);
    },
  });
}
