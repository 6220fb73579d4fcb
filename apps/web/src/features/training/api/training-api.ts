/**
 * Training's calls and hooks (spec operations.md §7 HR, issue #14): the location's overview,
 * module, progress and certification writes. The overview is a contract query under the
 * location's key that declares what it reads, so a location switch drops it and a change of
 * training refreshes it; it is retried 3 times with exponential backoff from 1 s (spec §7 HR); a
 * 4xx answer will not change, so it is not retried. Writes are never retried, toast the
 * server's message, and refresh the location's readers of what they change.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  TRAINING_ENDPOINTS as E,
  TRAINING_MESSAGES,
  type CertificationCreate,
  type CertificationUpdate,
  type DomainEntity,
  type TrainingModuleCreate,
  type TrainingModuleUpdate,
  type TrainingProgressUpdate,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { invalidateReaders } from '../../../lib/query/entity-changes';
import { HR_READ_RETRY } from '../../../lib/query/hr-read-retry';

/**
 * The overview: modules, progress and certifications of the location's active people, with
 * their names, and the location's today (its time zone) that dates certifications' expiry.
 */
const TRAINING_READS: readonly DomainEntity[] = [
  'training_module',
  'training_progress',
  'certification',
  'establishment_member',
  'user',
  'establishment',
];

/** The location's modules, people, progress and certifications. */
export function useTrainingOverview(establishmentId: string) {
  return useQuery(
    endpointQuery(
      E.overview,
      { params: { id: establishmentId } },
      { reads: TRAINING_READS, establishmentId, select: (answer) => answer.data, ...HR_READ_RETRY },
    ),
  );
}

/**
 * A write that toasts its outcome and refreshes the location's readers of what it `writes`
 * (not awaited: the form closes at once and the overview refreshes behind it).
 */
function useTrainingWrite<V>(
  establishmentId: string,
  failure: string,
  writes: readonly DomainEntity[],
  call: (vars: V) => Promise<unknown>,
  success: (vars: V) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_data, vars) => {
      notifications.show({ color: 'green', message: success(vars) });
      void invalidateReaders(queryClient, writes, establishmentId);
    },
    meta: { errorTitle: failure },
  });
}

export function useCreateModule(establishmentId: string) {
  return useTrainingWrite(
    establishmentId,
    TRAINING_MESSAGES.saveModuleFailed,
    ['training_module'],
    async (body: TrainingModuleCreate) => callEndpoint(E.createModule, { body }),
    () => TRAINING_MESSAGES.moduleCreated,
  );
}

export function useUpdateModule(establishmentId: string) {
  return useTrainingWrite(
    establishmentId,
    TRAINING_MESSAGES.saveModuleFailed,
    ['training_module'],
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
    ['training_progress'],
    async (body: TrainingProgressUpdate) => callEndpoint(E.updateProgress, { body }),
    () => TRAINING_MESSAGES.progressSaved,
  );
}

export function useSaveCertification(establishmentId: string) {
  return useTrainingWrite(
    establishmentId,
    TRAINING_MESSAGES.saveCertificationFailed,
    ['certification'],
    async (vars: { id: null; body: CertificationCreate } | { id: string; body: CertificationUpdate }) =>
      vars.id === null
        ? callEndpoint(E.createCertification, { body: vars.body })
        : callEndpoint(E.updateCertification, { params: { id: vars.id }, body: vars.body }),
    () => TRAINING_MESSAGES.certificationSaved,
  );
}
