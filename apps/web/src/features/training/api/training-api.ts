/**
 * Training's calls and hooks (spec operations.md §7 HR, issue #14): the location's overview,
 * module, progress and certification writes. Reads sit under ['est', id, 'training'] so a
 * location switch drops them, and are retried 3 times with exponential backoff from 1 s (spec
 * §7 HR); a 4xx answer will not change, so it is not retried. Writes are never retried, toast
 * the server's message, and refresh the overview.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  TRAINING_ENDPOINTS as E,
  TRAINING_MESSAGES,
  type CertificationCreate,
  type CertificationUpdate,
  type TrainingModuleCreate,
  type TrainingModuleUpdate,
  type TrainingProgressUpdate,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { HR_READ_RETRY } from '../../../lib/query/hr-read-retry';

export const trainingKeys = {
  overview: (establishmentId: string) => ['est', establishmentId, 'training'] as const,
};

/** The location's modules, people, progress and certifications. */
export function useTrainingOverview(establishmentId: string) {
  return useQuery({
    queryKey: trainingKeys.overview(establishmentId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(E.overview, { signal, params: { id: establishmentId } })).data,
    ...HR_READ_RETRY,
  });
}

/** A write that toasts its outcome and refreshes the location's overview. */
function useTrainingWrite<V>(
  establishmentId: string,
  failure: string,
  call: (vars: V) => Promise<unknown>,
  success: (vars: V) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_data, vars) => {
      notifications.show({ color: 'green', message: success(vars) });
      // Not awaited: the form closes at once and the overview refreshes behind it.
      void queryClient.invalidateQueries({ queryKey: trainingKeys.overview(establishmentId) });
    },
    meta: { errorTitle: failure },
  });
}

export function useCreateModule(establishmentId: string) {
  return useTrainingWrite(
    establishmentId,
    TRAINING_MESSAGES.saveModuleFailed,
    async (body: TrainingModuleCreate) => callEndpoint(E.createModule, { body }),
    () => TRAINING_MESSAGES.moduleCreated,
  );
}

export function useUpdateModule(establishmentId: string) {
  return useTrainingWrite(
    establishmentId,
    TRAINING_MESSAGES.saveModuleFailed,
    async ({ id, body }: { id: string; body: TrainingModuleUpdate }) =>
      callEndpoint(E.updateModule, { params: { id }, body }),
    ({ body }) =>
      body.status === 'archived' ? TRAINING_MESSAGES.moduleArchived : TRAINING_MESSAGES.moduleUpdated,
  );
}

export function useSetProgress(establishmentId: string) {
  return useTrainingWrite(
    establishmentId,
    TRAINING_MESSAGES.saveProgressFailed,
    async (body: TrainingProgressUpdate) => callEndpoint(E.updateProgress, { body }),
    () => TRAINING_MESSAGES.progressSaved,
  );
}

export function useSaveCertification(establishmentId: string) {
  return useTrainingWrite(
    establishmentId,
    TRAINING_MESSAGES.saveCertificationFailed,
    async (vars: { id: null; body: CertificationCreate } | { id: string; body: CertificationUpdate }) =>
      vars.id === null
        ? callEndpoint(E.createCertification, { body: vars.body })
        : callEndpoint(E.updateCertification, { params: { id: vars.id }, body: vars.body }),
    () => TRAINING_MESSAGES.certificationSaved,
  );
}
