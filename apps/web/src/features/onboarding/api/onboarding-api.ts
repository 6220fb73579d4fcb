/**
 * The onboarding checklist's call (issue #33 "Onboarding AI"): a contract query that declares
 * what the checklist is worked out from, so a change to locations, services, staff, their
 * hours or clients (live or written here) reads it again.
 */
import { useQuery } from '@tanstack/react-query';
import { ONBOARDING_ENDPOINTS as E, type DomainEntity } from '@daybook/contracts';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** The business details have no change announcement of their own: the page reads them on open. */
const CHECKLIST_READS: readonly DomainEntity[] = [
  'establishment',
  'establishment_member',
  'service',
  'staff_profile',
  'staff_hours',
  'user',
  'client',
];

/** The business's setup checklist: each step done or not, what is missing, where to do it. */
export function useOnboardingChecklist() {
  return useQuery(
    endpointQuery(E.checklist, {}, { reads: CHECKLIST_READS, select: (answer) => answer.data }),
  );
}
