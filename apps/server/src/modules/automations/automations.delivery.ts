/**
 * Automated appointment messages on the job queue (issue #32; ARCHITECTURE.md "Events and
 * durable work"). The appointments module's events plan them: a booking queues its confirmation
 * now and its reminders at their moments; a move queues a "moved" notice and the new time's
 * reminders; a cancellation queues a "cancelled" notice. Notices follow the confirmation's switch
 * and channels. Each message is one job per channel, named by (appointment, flow, the
 * appointment's start, channel), so a repeated event queues nothing new.
 *
 * When a job runs it checks the appointment as it stands: a reminder whose appointment was
 * cancelled, or moved (its start is no longer the key's), sends nothing. Every message sent,
 * skipped or failed is a row of automation_sends, whose unique key refuses a second send.
 */
import {
  AUTOMATION_REMINDER_FLOWS,
  AUTOMATION_SKIP_REASONS as WHY,
  APPOINTMENT_ACTIVE_STATUSES,
  type AutomationChannel,
  type AutomationFlowSetting,
  type AutomationSendFlow,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { EventBus } from '../../events/event-bus.js';
import type { BusinessEvent } from '../../events/business-events.js';
import type { Mailer } from '../../mail/mailer.js';
import type { SmsSender } from '../../sms/sms-sender.js';
import { appointmentFacts } from '../appointments/index.js';
import { clientContact } from '../clients/index.js';
import { consentOf } from '../consent/index.js';
import { establishmentById } from '../establishments/index.js';
import * as repo from './automations.repository.js';
import { flowSettingsOf } from './automations.service.js';
import { messageText } from './automations.texts.js';
import { reminderDue, textSlot } from './automations.timing.js';

/** The queue of automated messages. */
export const MESSAGE_QUEUE = 'automations.send';

/** One message of one channel; `startsAt` (ISO) is the appointment's start it is about. */
export interface MessageJob {
  tenantId: string;
  appointmentId: string;
  flow: AutomationSendFlow;
  startsAt: string;
  channel: AutomationChannel;
}

/** Queues `job` to run at `at`, once per key (JobQueue.sendAt). */
export type ScheduleMessage = (job: MessageJob, at: Date, key: string) => Promise<void>;

/** What delivery needs: the database, the clock, the transports and the queue. */
export interface DeliveryDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  /** Null: texts are not configured (recorded as skipped). */
  sms: SmsSender | null;
  schedule: ScheduleMessage;
}

/** The job's key: the unique key of its send record. */
export function messageKey(job: MessageJob): string {
  return `${job.appointmentId}|${job.flow}|${job.startsAt}|${job.channel}`;
}

type Change = 'booked' | 'moved' | 'cancelled';

/**
 * Queues the messages appointment `appointmentId` (starting at `startsAt`, ISO) gets for
 * `change`: notices at once, reminders at their moments if still to come. Idempotent by key.
 */
export async function planMessages(
  deps: DeliveryDeps,
  tenantId: string,
  appointmentId: string,
  startsAt: string,
  change: Change,
): Promise<number> {
  const now = deps.now();
  const plan = await withTenant(deps.db, { tenantId }, async (tx) => {
    const [appointment] = await appointmentFacts(tx, [appointmentId]);
    const place = appointment && (await establishmentById(tx, appointment.establishmentId));
    if (!appointment || !place) return [];
    const flows = await flowSettingsOf(tx, place.id);
    const confirmation = flows.find((f) => f.flow === 'booking_confirmation')!;
    const start = new Date(startsAt);
    const jobs: { flow: AutomationSendFlow; at: Date; channels: AutomationChannel[] }[] = [];
    const notice = {
      booked: 'booking_confirmation',
      moved: 'appointment_moved',
      cancelled: 'appointment_cancelled',
    } as const;
    if (confirmation.enabled) jobs.push({ flow: notice[change], at: now, channels: confirmation.channels });
    if (change !== 'cancelled') {
      for (const f of flows.filter(isReminder)) {
        const at = reminderDue(start, f.hoursBefore!, place.timeZone);
        if (f.enabled && at > now) jobs.push({ flow: f.flow, at, channels: f.channels });
      }
    }
    return jobs;
  });
  let queued = 0;
  for (const j of plan) {
    for (const channel of j.channels) {
      const job: MessageJob = { tenantId, appointmentId, flow: j.flow, startsAt, channel };
      await deps.schedule(job, j.at, messageKey(job));
      queued += 1;
    }
  }
  return queued;
}

function isReminder(f: AutomationFlowSetting): boolean {
  return (AUTOMATION_REMINDER_FLOWS as readonly string[]).includes(f.flow);
}

/** What became of a job: sent, recorded as skipped, deferred to the text window, or nothing. */
export type DeliveryOutcome =
  | { outcome: 'sent' }
  | { outcome: 'skipped'; reason: string }
  | { outcome: 'deferred'; until: string }
  | { outcome: 'void'; why: 'gone' | 'cancelled' | 'moved' | 'done' };

interface Prepared {
  record: repo.SendRecord;
  to: string;
  subject: string;
  text: string;
  sms: string;
}

/**
 * Runs one message job: checks the appointment is still the one it was about, then sends (or
 * records why not). A transport failure is recorded as failed and thrown, so the queue retries
 * with backoff; the retry claims the failed row again.
 */
export async function deliverMessage(deps: DeliveryDeps, job: MessageJob): Promise<DeliveryOutcome> {
  const now = deps.now();
  const prepared = await withTenant(deps.db, { tenantId: job.tenantId }, (tx) => prepare(tx, deps, job, now));
  if ('outcome' in prepared) {
    if (prepared.outcome === 'deferred') {
      const key = `${messageKey(job)}|${prepared.until}`;
      await deps.schedule(job, new Date(prepared.until), key);
    }
    return prepared;
  }
  try {
    if (job.channel === 'email')
      await deps.mailer.send({ to: prepared.to, subject: prepared.subject, text: prepared.text });
    else await deps.sms!.send({ to: prepared.to, body: prepared.sms });
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 200);
    await withTenant(deps.db, { tenantId: job.tenantId }, (tx) =>
      repo.markFailed(tx, prepared.record, reason),
    );
    throw err;
  }
  return { outcome: 'sent' };
}

async function prepare(
  tx: Tx,
  deps: DeliveryDeps,
  job: MessageJob,
  now: Date,
): Promise<Prepared | DeliveryOutcome> {
  const [appointment] = await appointmentFacts(tx, [job.appointmentId]);
  const place = appointment && (await establishmentById(tx, appointment.establishmentId));
  if (!appointment || !place) return { outcome: 'void', why: 'gone' };
  const startsAt = new Date(job.startsAt);
  const cancelledNotice = job.flow === 'appointment_cancelled';
  if (
    cancelledNotice
      ? appointment.status !== 'cancelled'
      : !APPOINTMENT_ACTIVE_STATUSES.includes(appointment.status)
  )
    return { outcome: 'void', why: 'cancelled' };
  if (appointment.startsAt.getTime() !== startsAt.getTime()) return { outcome: 'void', why: 'moved' };

  const record: repo.SendRecord = {
    tenantId: job.tenantId,
    establishmentId: place.id,
    appointmentId: job.appointmentId,
    clientId: appointment.clientId,
    flow: job.flow,
    startsAt,
    channel: job.channel,
  };
  const skip = async (reason: string): Promise<DeliveryOutcome> =>
    (await repo.recordSkip(tx, record, reason))
      ? { outcome: 'skipped', reason }
      : { outcome: 'void', why: 'done' };

  const settingFlow = job.flow.startsWith('reminder_') ? job.flow : 'booking_confirmation';
  const setting = (await flowSettingsOf(tx, place.id)).find((f) => f.flow === settingFlow)!;
  if (!setting.enabled || !setting.channels.includes(job.channel)) return skip(WHY.flowOff);
  if (!appointment.clientId) return skip(WHY.noClient);
  const client = await clientContact(tx, appointment.clientId);
  if (!client) return skip(WHY.noClient);
  const consent = await consentOf(tx, [client.id], job.channel, 'reminders');
  if (!consent.get(client.id)) return skip(WHY.noConsent);
  const to = job.channel === 'email' ? client.email : client.phone;
  if (!to) return skip(job.channel === 'email' ? WHY.noEmail : WHY.noPhone);
  if (job.channel === 'sms') {
    if (!deps.sms) return skip(WHY.smsOff);
    const slot = textSlot(now, place.timeZone, startsAt);
    if (!slot) return skip(WHY.quietHours);
    if (slot > now) return { outcome: 'deferred', until: slot.toISOString() };
  }
  if (!(await repo.claimSend(tx, record))) return { outcome: 'void', why: 'done' };
  const words = messageText(job.flow, {
    clientName: client.name,
    place: place.name,
    serviceName: appointment.serviceName,
    startsAt,
    timeZone: place.timeZone,
  });
  return { record, to, subject: words.subject, text: words.text, sms: words.sms };
}

/** Subscribes the planning to the appointments module's events (once per event). */
export function planMessagesOnEvents(deps: DeliveryDeps & { eventBus: EventBus }): void {
  const on =
    (change: Change) =>
    (event: BusinessEvent<'appointment.booked' | 'appointment.moved' | 'appointment.cancelled'>) =>
      planMessages(deps, event.tenantId, event.payload.appointmentId, event.payload.startsAt, change).then(
        () => undefined,
      );
  deps.eventBus.on('appointment.booked', 'automations.plan-booked', on('booked'));
  deps.eventBus.on('appointment.moved', 'automations.plan-moved', on('moved'));
  deps.eventBus.on('appointment.cancelled', 'automations.plan-cancelled', on('cancelled'));
}
