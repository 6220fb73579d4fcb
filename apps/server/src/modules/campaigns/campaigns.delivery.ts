/**
 * The campaigns' work on the job queue (issue #32): registers the start and pump workers and
 * the sweep (every minute), and answers what the module's service calls to schedule a start.
 * Texts go through Twilio's settings (deps.twilio); links point at PUBLIC_URL.
 */
import { CAMPAIGN_MESSAGES } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { AppError } from '../../core/app-error.js';
import { createSmsSender } from '../../sms/sms-sender.js';
import { unsubscribeScope, type UnsubscribeScope } from '../consent/index.js';
import {
  PUMP_QUEUES,
  START_QUEUE,
  SWEEP_CRON,
  SWEEP_QUEUE,
  runPump,
  startCampaign,
  sweepCampaigns,
  type PumpJob,
  type SendingDeps,
  type StartJob,
} from './campaigns.sending.js';

/** What the campaigns' service asks of delivery. */
export interface CampaignDelivery {
  /**
   * Queues the start of campaign `campaignId` at `at` (now or its scheduled instant), once per
   * (campaign, instant). The start does nothing unless the campaign is then scheduled and due.
   */
  queueStart(tenantId: string, campaignId: string, at: Date): Promise<void>;
}

/**
 * Where a campaign's links point and what signs them. 503 NOT_CONFIGURED without PUBLIC_URL
 * (a production server's links must point somewhere; others default it).
 */
export function campaignScope(
  deps: Pick<ModuleDeps, 'publicUrl' | 'unsubscribeSecret'>,
  tenantId: string,
): UnsubscribeScope {
  if (!deps.publicUrl) throw new AppError('NOT_CONFIGURED', CAMPAIGN_MESSAGES.publicUrlMissing);
  return unsubscribeScope(deps, tenantId);
}

/** The sending dependencies of the module's `deps` (tests build their own). */
export function sendingDeps(deps: ModuleDeps): SendingDeps {
  return {
    db: deps.db,
    now: deps.now,
    mailer: deps.mailer,
    sms: createSmsSender(deps.twilio),
    scope: (tenantId) => campaignScope(deps, tenantId),
    queueStart: async (job, at, key) => {
      await deps.jobs.sendAt(START_QUEUE, job, at, key);
    },
    queuePump: async (job, at, key) => {
      await deps.jobs.sendAt(PUMP_QUEUES[job.lane] ?? PUMP_QUEUES[0], job, at, key);
    },
  };
}

/**
 * Registers the campaigns' workers and sweep on `deps.jobs` (once, from the module's register)
 * and answers the scheduling the service uses. Pumps end within about a minute (PumpTuning),
 * far below their expiry, so a dead process's pump is retried soon; its rows come back with
 * their lease.
 */
export function campaignDelivery(deps: ModuleDeps): CampaignDelivery {
  const sending = sendingDeps(deps);
  deps.jobs.work<StartJob>(
    START_QUEUE,
    (job) => startCampaign(sending, job).then((outcome) => ({ outcome })),
    {
      retryLimit: 5,
      retryDelaySeconds: 10,
      expireInSeconds: 10 * 60,
    },
  );
  for (const queue of PUMP_QUEUES) {
    deps.jobs.work<PumpJob>(queue, (job) => runPump(sending, job), {
      retryLimit: 5,
      retryDelaySeconds: 10,
      expireInSeconds: 5 * 60,
      // A worker runs its batch in turn: one pump per fetch, so none waits behind another's minute.
      batchSize: 1,
    });
  }
  deps.jobs.every(SWEEP_QUEUE, SWEEP_CRON, async () => {
    await sweepCampaigns(sending);
  });
  return {
    async queueStart(tenantId, campaignId, at) {
      await sending.queueStart({ tenantId, campaignId }, at, `${campaignId}|${at.toISOString()}`);
    },
  };
}
