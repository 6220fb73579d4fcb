/**
 * Registration of the automations module (app-module.ts; issue #32): its routes, the planning of
 * appointment messages from the appointments module's events, and the worker that sends them
 * (retried with backoff). Texts use Twilio's settings (deps.twilio); without
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
import { automationsRoutes } from './automations.routes.js';

export const automationsModule: AppModule = {
  name: 'automations',
  register: (app, deps) => {
    const delivery = {
      db: deps.db,
      now: deps.now,
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
    return app.register(automationsRoutes(deps));
  },
};
