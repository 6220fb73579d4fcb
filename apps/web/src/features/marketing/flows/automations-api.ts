/**
 * Automated messages' calls and hooks (issue #32): a location's flow settings, saving them, and
 * the page of recent sends, and the reminder results. Reads declare what they read, so a save or a new send refreshes
 * them; the save is never retried and toasts the server's reason on failure.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  AUTOMATION_ENDPOINTS as E,
  AUTOMATION_MESSAGES as M,
  AUTOMATION_RESULTS_DAYS,
  type AutomationClientFlowSetting,
  type AutomationFlowSetting,
  type DomainEntity,
} from '@daybook/contracts';
import { endpointMutation, endpointQuery } from '../../../lib/query/endpoint-query';

const SETTINGS_READS: readonly DomainEntity[] = ['automation_setting'];
const SENDS_READS: readonly DomainEntity[] = ['automation_send', 'appointment'];

/** The flows of location `establishmentId`. */
export function useAutomationSettings(establishmentId: string) {
  return useQuery(
    endpointQuery(
      E.get,
      { query: { establishmentId } },
      { reads: SETTINGS_READS, errorTitle: M.loadFailed, select: (answer) => answer.data },
    ),
  );
}

/** Saves every flow and client flow of a location and toasts. */
export function useSaveAutomationSettings() {
  return useMutation({
    ...endpointMutation(E.put, {
      call: (vars: {
        establishmentId: string;
        flows: AutomationFlowSetting[];
        clientFlows: AutomationClientFlowSetting[];
      }) => ({
        query: { establishmentId: vars.establishmentId },
        body: { flows: vars.flows, clientFlows: vars.clientFlows },
      }),
      errorTitle: M.saveFailed,
      writes: ['automation_setting'],
    }),
    onSuccess: () => notifications.show({ color: 'green', message: 'Automated messages saved.' }),
  });
}

/** Page `page` of the location's recent sends, newest first (the previous page shows meanwhile). */
export function useAutomationSends(establishmentId: string, page: number) {
  return useQuery({
    ...endpointQuery(
      E.sends,
      { query: { establishmentId, page: String(page) } },
      { reads: SENDS_READS, errorTitle: M.sendsFailed, select: (answer) => answer.data },
    ),
    placeholderData: keepPreviousData,
  });
}

const RESULTS_READS: readonly DomainEntity[] = ['automation_send', 'appointment'];

/** The location's reminder results over the last `days` days (default 90). */
export function useAutomationResults(
  establishmentId: string,
  days: number = AUTOMATION_RESULTS_DAYS.default,
) {
  return useQuery(
    endpointQuery(
      E.results,
      { query: { establishmentId, days: String(days) } },
      { reads: RESULTS_READS, errorTitle: M.resultsFailed, select: (answer) => answer.data },
    ),
  );
}
