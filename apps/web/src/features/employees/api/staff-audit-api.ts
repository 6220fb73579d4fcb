/**
 * The pay-change trail of a person and the owner's rule for managers (issue #28 "Nobody sets
 * their own pay"). The trail reads again when a change it records is made.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  STAFF_AUDIT_ENDPOINTS as A,
  type DomainEntity,
  type StaffPaySettings,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** The trail's entries, and the names of the people they are about and by. */
const STAFF_TRAIL_READS: readonly DomainEntity[] = [
  'staff_audit_entry',
  'employee',
  'certification',
  'leave_entry',
  'time_clock_shift',
  'user',
];

/** The owner's rule: its table announces no changes (only its save below changes it). */
const paySettingsQuery = () =>
  endpointQuery(A.paySettings, {}, { reads: [], select: (answer) => answer.data });

/** A person's latest pay, commission, leave, shift and certification changes; idle unless `enabled`. */
export function useStaffTrail(userId: string, enabled: boolean) {
  return useQuery({
    ...endpointQuery(
      A.trail,
      { params: { userId } },
      { reads: STAFF_TRAIL_READS, establishmentId: ALL_ESTABLISHMENTS, select: (answer) => answer.data },
    ),
    enabled,
  });
}

/** Whether managers may change the pay of the people below them; idle unless `enabled`. */
export function usePaySettings(enabled: boolean) {
  return useQuery({ ...paySettingsQuery(), enabled });
}

/** Saves the owner's rule. */
export function useUpdatePaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffPaySettings) => callEndpoint(A.updatePaySettings, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paySettingsQuery().queryKey }),
  });
}
