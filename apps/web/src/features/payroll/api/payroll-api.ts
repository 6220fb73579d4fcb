/**
 * Payroll calls and hooks (issue #14): periods, runs, a line's sales and tips, commission plans
 * and the signed-in person's own pay. Location data sits under ['est', id, 'payroll', …] so a
 * location switch drops it; the person's own pay under ['payroll', 'mine'].
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  PAYROLL_ENDPOINTS as E,
  PAYROLL_MESSAGES,
  type CommissionPlanUpdate,
  type OvertimeRuleUpdate,
  type PayRunCreate,
} from '@daybook/contracts';
import { callEndpoint, endpointUrl, getApiContext } from '../../../lib/api-client';
import { saveCsvDownload } from '../../../lib/csv-files';

export const payrollKey = (establishmentId: string) => ['est', establishmentId, 'payroll'] as const;

/** The location's recent pay periods with their runs. */
export function usePeriods(establishmentId: string) {
  return useQuery({
    queryKey: [...payrollKey(establishmentId), 'periods'],
    queryFn: async ({ signal }) =>
      (await callEndpoint(E.periods, { signal, query: { establishmentId } })).data,
  });
}

/** The location's pay runs, newest first. */
export function useRuns(establishmentId: string) {
  return useQuery({
    queryKey: [...payrollKey(establishmentId), 'runs'],
    queryFn: async ({ signal }) => (await callEndpoint(E.runs, { signal, query: { establishmentId } })).data,
  });
}

/** One run with its lines (null id: nothing to load). */
export function useRun(establishmentId: string, id: string | null) {
  return useQuery({
    queryKey: [...payrollKey(establishmentId), 'run', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => (await callEndpoint(E.run, { signal, params: { id: id! } })).data,
  });
}

/** A line's sales, tips and refunds. */
export function useLineDetails(establishmentId: string, runId: string, lineId: string | null) {
  return useQuery({
    queryKey: [...payrollKey(establishmentId), 'line', runId, lineId],
    enabled: lineId !== null,
    queryFn: async ({ signal }) =>
      (await callEndpoint(E.line, { signal, params: { id: runId, lineId: lineId! } })).data,
  });
}

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
      return queryClient.invalidateQueries({ queryKey: payrollKey(establishmentId) });
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
  return useQuery({
    queryKey: [...payrollKey(establishmentId), 'plans'],
    queryFn: async ({ signal }) => (await callEndpoint(E.plans, { signal, query: { establishmentId } })).data,
  });
}

/** Saves a plan; failures stay with the caller (the editor shows the server's message). */
export function useSavePlan(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, body }: { userId: string; body: CommissionPlanUpdate }) =>
      (await callEndpoint(E.updatePlan, { params: { userId }, query: { establishmentId }, body })).data,
    onSuccess: () => {
      notifications.show({ color: 'green', message: PAYROLL_MESSAGES.planSaved });
      return queryClient.invalidateQueries({ queryKey: payrollKey(establishmentId) });
    },
  });
}

/** The signed-in person's pay lines of finalised runs. */
export function useMyPay() {
  return useQuery({
    queryKey: ['payroll', 'mine'],
    queryFn: async ({ signal }) => (await callEndpoint(E.myEarnings, { signal })).data,
  });
}

/** The location's overtime rule (issue #28). */
export function useOvertimeRule(establishmentId: string) {
  return useQuery({
    queryKey: [...payrollKey(establishmentId), 'overtime'],
    queryFn: async ({ signal }) =>
      (await callEndpoint(E.overtime, { signal, query: { establishmentId } })).data,
  });
}

/** Saves the overtime rule; failures stay with the caller (the form shows the server's sentence). */
export function useSaveOvertimeRule(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OvertimeRuleUpdate) =>
      (await callEndpoint(E.updateOvertime, { query: { establishmentId }, body })).data,
    onSuccess: () => {
      notifications.show({ color: 'green', message: PAYROLL_MESSAGES.overtimeSaved });
      return queryClient.invalidateQueries({ queryKey: payrollKey(establishmentId) });
    },
  });
}
