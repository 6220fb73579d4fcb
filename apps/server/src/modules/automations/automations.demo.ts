/**
 * The automated messages' demo (issue #32 "Demo data: flows on"): every demo location runs the
 * client flows (rebook nudge, birthday, win-back, review request) by email at their default
 * waits in their standard wording, beside the confirmation and reminders, which are on unless turned off.
 */
import { AUTOMATION_CLIENT_DEFAULTS, AUTOMATION_CLIENT_FLOWS } from '@daybook/contracts';
import type { DemoHook } from '../../core/demo.js';
import { saveClientSettings } from './automations.repository.js';

export const automationsDemo: DemoHook = async ({ tx, tenantId, made }) => {
  const flows = AUTOMATION_CLIENT_FLOWS.map((flow) => ({
    flow,
    enabled: true,
    wait: AUTOMATION_CLIENT_DEFAULTS[flow].wait,
    channels: ['email' as const],
    serviceWeeks: [],
    subject: null,
    body: null,
  }));
  for (const place of made.places) await saveClientSettings(tx, tenantId, place.id, flows);
};
