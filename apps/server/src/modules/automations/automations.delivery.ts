/**
 * Automated appointment messages on the job queue (issue #32; ARCHITECTURE.md "Events and
 * durable work"). The appointments module's events plan them, one set per visit, through its
 * lead part (automations.visit.ts): a booking queues its confirmation now and its reminders at
 * their moments; a move that changes the lead part or its start queues a "moved" notice and the
 * new time's reminders; a cancellation queues a "cancelled" notice once no part of the visit is
 * left, and new reminders when the cancelled part led a visit that goes on. A visit already
 * under way when booked (a walk-in) gets nothing. Notices follow the confirmation's switch and
 * channels. Each message is one job per channel, named by (lead appointment, flow, its start,
 * channel), so a repeated event queues nothing new.
 *
 * When a job runs it checks the visit as it stands: a message whose appointment was cancelled,
 * no longer leads its visit, or moved (the lead's start is no longer the key's), or whose visit
 * has begun, sends nothing. Every message sent, skipped or failed is a row of automation_sends,
 * whose unique key refuses a second send.
 */
import {
  AUTOMATION_REMINDER_FLOWS,
  AUTOMATION_SKIP_REASONS as WHY,
  type AutomationChannel,
  type AutomationFlowSetting,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { EventBus } from '../../events/event-bus.js';
import type { BusinessEvent } from '../../events/business-events.js';
import type { Mailer } from '../../mail/mailer.js';
import type { SmsSender } from '../../sms/sms-sender.js';
import { visitPartsOf, type AppointmentFacts } from '../appointments/index.js';
import { clientContact } from '../clients/index.js';
import { consentOf } from '../consent/index.js';
import { establishmentById } from '../establishments/index.js';
import * as repo from './automations.repository.js';
import { flowSettingsOf } from './automations.service.js';
import { bookingLinkOf, messageText, type AppointmentMessageFlow } from './automations.texts.js';
import { reminderDue, textSlot } from './automations.timing.js';
import {
  activeParts,
  cancelledParts,
  isUpcoming,
  leadPart,
  sameLead,
  serviceList,
} from './automations.visit.js';

/** The queue of automated messages. */
export const MESSAGE_QUEUE = 'automations.send';

/**
 * Minutes a "moved" notice waits: the calendar moves a visit one part at a time, and a notice
 * planned between two of those moves names a time the visit no longer has when it is due (it
 * then sends nothing; the last move's notice goes out).
 */
export const MOVED_NOTICE_DELAY_MINUTES = 5;

/** One message of one channel about a visit's lead part; `startsAt` (ISO) is that part's start. */
export interface MessageJob {
  tenantId: string;
  appointmentId: string;
  flow: AppointmentMessageFlow;
  startsAt: string;
  channel: AutomationChannel;
}

/** Queues `job` to run at `at`, once per key (JobQueue.sendAt). */
export type ScheduleMessage = (job: MessageJob, at: Date, key: string) => Promise<void>;

/** What delivery needs: the database, the clock, the transports, the queue and the app's address. */
export interface DeliveryDeps {
  db: Db;
  now: () => Date;
  /** PUBLIC_URL, for `{{booking_link}}` (undefined: the link reads empty). */
  publicUrl: string | undefined;
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

/** What one change of a part asks for: a notice or none, reminders or none, about `lead`. */
interface VisitPlan {
  lead: AppointmentFacts;
  notice: 'booking_confirmation' | 'appointment_moved' | 'appointment_cancelled' | null;
  reminders: boolean;
}

/**
 * What `change` of part `partId` means for its visit `parts` (as stored, but the part at its
 * event's `startsAt`; `movedFrom`: its start before a move): a booking plans through the lead
 * part only, once; a move only when the lead part or its start changed; a cancellation notice
 * only when no active part is left, and new reminders when the cancelled part led. Nothing for
 * a visit that is not upcoming (a walk-in begun at once).
 */
function planOf(
  parts: readonly AppointmentFacts[],
  partId: string,
  change: Change,
  startsAt: string,
  movedFrom: string | undefined,
): VisitPlan | null {
  const withPart = (start: Date, status?: AppointmentFacts['status']) =>
    parts.map((p) => (p.id === partId ? { ...p, startsAt: start, status: status ?? p.status } : p));
  const now = withPart(new Date(startsAt));
  const lead = leadPart(now);
  if (change === 'cancelled' && !lead) {
    const [first] = cancelledParts(now);
    return first ? { lead: first, notice: 'appointment_cancelled', reminders: false } : null;
  }
  if (!lead || !isUpcoming(lead)) return null;
  if (change === 'booked')
    return lead.id === partId ? { lead, notice: 'booking_confirmation', reminders: true } : null;
  // Before a cancellation the part was active; before a move it was at `movedFrom`.
  const before =
    change === 'cancelled'
      ? leadPart(withPart(new Date(startsAt), 'booked'))
      : leadPart(withPart(new Date(movedFrom ?? startsAt)));
  if (sameLead(before, lead)) return null;
  return { lead, notice: change === 'moved' ? 'appointment_moved' : null, reminders: true };
}

/**
 * Queues the messages the visit of appointment `appointmentId` (whose event says it starts at
 * `startsAt`, ISO; after a move, `movedFrom` is where it was) gets for `change`, about its lead
 * part: notices at once (a "moved" one MOVED_NOTICE_DELAY_MINUTES later), reminders at their
 * moments if still to come. Answers how many jobs it queued. Idempotent by key.
 */
export async function planMessages(
  deps: DeliveryDeps,
  tenantId: string,
  appointmentId: string,
  startsAt: string,
  change: Change,
  movedFrom?: string,
  clientNotified = false,
): Promise<number> {
  const now = deps.now();
  const planned = await withTenant(deps.db, { tenantId }, async (tx) => {
    const plan = planOf(await visitPartsOf(tx, appointmentId), appointmentId, change, startsAt, movedFrom);
    // The module that cancelled told the client itself: no second notice.
    if (plan && clientNotified) plan.notice = null;
    const place = plan && (await establishmentById(tx, plan.lead.establishmentId));
    if (!plan || !place) return null;
    const flows = await flowSettingsOf(tx, place.id);
    const confirmation = flows.find((f) => f.flow === 'booking_confirmation')!;
    const jobs: { flow: AppointmentMessageFlow; at: Date; channels: AutomationChannel[] }[] = [];
    if (plan.notice && confirmation.enabled) {
      const wait = plan.notice === 'appointment_moved' ? MOVED_NOTICE_DELAY_MINUTES * 60_000 : 0;
      jobs.push({ flow: plan.notice, at: new Date(now.getTime() + wait), channels: confirmation.channels });
    }
    if (plan.reminders) {
      for (const f of flows.filter(isReminder)) {
        const at = reminderDue(plan.lead.startsAt, f.hoursBefore!, place.timeZone);
        if (f.enabled && at > now) jobs.push({ flow: f.flow, at, channels: f.channels });
      }
    }
    return { lead: plan.lead, jobs };
  });
  if (!planned) return 0;
  let queued = 0;
  for (const j of planned.jobs) {
    for (const channel of j.channels) {
      const job: MessageJob = {
        tenantId,
        appointmentId: planned.lead.id,
        flow: j.flow,
        startsAt: planned.lead.startsAt.toISOString(),
        channel,
      };
      await deps.schedule(job, j.at, messageKey(job));
      queued += 1;
    }
  }
  return queued;
}

function isReminder(f: AutomationFlowSetting): boolean {
  return (AUTOMATION_REMINDER_FLOWS as readonly string[]).includes(f.flow);
}

/**
 * What became of a job: sent, recorded as skipped, deferred to the text window, or nothing
 * ('lapsed': a client flow's occasion no longer holds, e.g. the client booked again).
 */
export type DeliveryOutcome =
  | { outcome: 'sent' }
  | { outcome: 'skipped'; reason: string }
  | { outcome: 'deferred'; until: string }
  | { outcome: 'void'; why: 'gone' | 'cancelled' | 'moved' | 'started' | 'done' | 'lapsed' };

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
  const parts = await visitPartsOf(tx, job.appointmentId);
  const appointment = parts.find((p) => p.id === job.appointmentId);
  const place = appointment && (await establishmentById(tx, appointment.establishmentId));
  if (!appointment || !place) return { outcome: 'void', why: 'gone' };
  const startsAt = new Date(job.startsAt);
  const cancelledNotice = job.flow === 'appointment_cancelled';
  const active = activeParts(parts);
  if (cancelledNotice ? active.length > 0 : !active.some((p) => p.id === appointment.id))
    return { outcome: 'void', why: 'cancelled' };
  const named = cancelledNotice ? cancelledParts(parts) : active;
  const lead = named[0];
  if (!lead || lead.id !== appointment.id || lead.startsAt.getTime() !== startsAt.getTime())
    return { outcome: 'void', why: 'moved' };
  if (!cancelledNotice && !isUpcoming(lead)) return { outcome: 'void', why: 'started' };

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
  // The notices follow the confirmation's switch and channels but keep their own fixed words.
  const words = messageText(
    job.flow,
    {
      clientName: client.name,
      place: place.name,
      serviceName: serviceList(named),
      startsAt,
      timeZone: place.timeZone,
      bookingUrl: bookingLinkOf(deps.publicUrl, place.id),
    },
    setting,
  );
  return { record, to, subject: words.subject, text: words.text, sms: words.sms };
}

/** Subscribes the planning to the appointments module's events (once per event). */
export function planMessagesOnEvents(deps: DeliveryDeps & { eventBus: EventBus }): void {
  const on =
    (change: Change) =>
    (event: BusinessEvent<'appointment.booked' | 'appointment.moved' | 'appointment.cancelled'>) =>
      planMessages(
        deps,
        event.tenantId,
        event.payload.appointmentId,
        event.payload.startsAt,
        change,
        'before' in event.payload ? event.payload.before.startsAt : undefined,
        'clientNotified' in event.payload && event.payload.clientNotified === true,
      ).then(() => undefined);
  deps.eventBus.on('appointment.booked', 'automations.plan-booked', on('booked'));
  deps.eventBus.on('appointment.moved', 'automations.plan-moved', on('moved'));
  deps.eventBus.on('appointment.cancelled', 'automations.plan-cancelled', on('cancelled'));
}
