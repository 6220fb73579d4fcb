/**
 * Registration of the automations module (app-module.ts; issue #32): its routes, the planning of
 * appointment messages from the appointments module's events, the recurring sweep that queues
 * the client flows' messages (rebook nudge, birthday, win-back, review request), and the workers
 * that send them (retried with backoff). Texts use Twilio's settings (deps.twilio); without
 * them each text is recorded as skipped, 'sms not configured'.
 */
import type { AppModule } from '../../app-module.js';
import { createSmsSender } from '../../sms/sms-sender.js';
import {
  MESSAGE_QUEUE,
  deliverMessage,
  planMessagesOnEvents,
  type MessageJob,
} from './automations.delivery.js';
import { unsubscribeScope } from '../consent/index.js';
import {
  CLIENT_MESSAGE_QUEUE,
  deliverClientMessage,
  type ClientDeliveryDeps,
  type ClientMessageJob,
} from './automations.client-sends.js';
import { automationsDemo } from './automations.demo.js';
import { automationsRoutes } from './automations.routes.js';
import { CLIENT_FLOWS_SWEEP_CRON, CLIENT_FLOWS_SWEEP_QUEUE, sweepClientFlows } from './automations.sweeps.js';

export const automationsModule: AppModule = {
  name: 'automations',
  register: (app, deps) => {
    const delivery = {
      db: deps.db,
      now: deps.now,
      publicUrl: deps.publicUrl,
      mailer: deps.mailer,
      sms: createSmsSender(deps.twilio),
      schedule: async (job: MessageJob, at: Date, key: string) => {
        await deps.jobs.sendAt(MESSAGE_QUEUE, job, at, key);
      },
    };
    planMessagesOnEvents({ ...delivery, eventBus: deps.eventBus });
    deps.jobs.work<MessageJob>(MESSAGE_QUEUE, (job) => deliverMessage(delivery, job), {
      retryLimit: 4,
      retryDelaySeconds: 30,
    });
    const clientDelivery: ClientDeliveryDeps = {
      ...delivery,
      schedule: async (job, at, key) => {
        await deps.jobs.sendAt(CLIENT_MESSAGE_QUEUE, job, at, key);
      },
      unsubscribe: (tenantId) => unsubscribeScope(deps, tenantId),
    };
    deps.jobs.work<ClientMessageJob>(
      CLIENT_MESSAGE_QUEUE,
      (job) => deliverClientMessage(clientDelivery, job),
      {
        retryLimit: 4,
        retryDelaySeconds: 30,
      },
    );
    deps.jobs.every(CLIENT_FLOWS_SWEEP_QUEUE, CLIENT_FLOWS_SWEEP_CRON, async () => {
      await sweepClientFlows(clientDelivery, deps.now());
    });
    return app.register(automationsRoutes(deps));
  },
  demo: automationsDemo,
};
