/**
 * The client flows' messages on the job queue (issue #32: rebook nudge, birthday, win-back,
 * review request). The sweeps (automations.sweeps.ts) queue one job per occasion and channel,
 * named by (client, flow, occasion, channel); when it runs, the job checks the occasion still
 * holds (the visit is still completed and, for a nudge or a win-back, still the client's last,
 * with nothing booked since), then sends or records why not. Its send record's unique key
 * (automation_sends_client_once) refuses a second send, whatever the queue does.
 */
import {
  AUTOMATION_MARKETING_FLOWS,
  AUTOMATION_SKIP_REASONS as WHY,
  type AutomationChannel,
  type AutomationClientFlow,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Mailer } from '../../mail/mailer.js';
import type { SmsSender } from '../../sms/sms-sender.js';
import { clientContact } from '../clients/index.js';
import { consentOf, textWindowStart, unsubscribeLink, type UnsubscribeScope } from '../consent/index.js';
import { establishmentById } from '../establishments/index.js';
import type { DeliveryOutcome } from './automations.delivery.js';
import {
  completedVisit,
  hasUpcoming,
  lastCompletedVisits,
  type CompletedVisit,
} from './automations.occasions.js';
import * as repo from './automations.repository.js';
import { clientFlowSettingsOf } from './automations.service.js';
import { bookingLinkOf, clientMessageText } from './automations.texts.js';

/** The queue of the client flows' messages. */
export const CLIENT_MESSAGE_QUEUE = 'automations.client-send';

/**
 * One client flow's message on one channel. `occasion` is what it is sent once for: the
 * appointment a nudge or a win-back follows, the visit (its visit id, else its appointment's) a
 * review request follows, or a birthday's year; `appointmentId` the appointment it follows (null
 * for a birthday); `dueAt` (ISO) its moment, before which it does not go.
 */
export interface ClientMessageJob {
  tenantId: string;
  establishmentId: string;
  clientId: string;
  flow: AutomationClientFlow;
  occasion: string;
  appointmentId: string | null;
  dueAt: string;
  channel: AutomationChannel;
}

/** Queues `job` to run at `at`, once per key (JobQueue.sendAt). */
export type ScheduleClientMessage = (job: ClientMessageJob, at: Date, key: string) => Promise<void>;

/** What the client flows' delivery needs: the database, the clock, the transports, the queue, the links. */
export interface ClientDeliveryDeps {
  db: Db;
  now: () => Date;
  /** PUBLIC_URL, for `{{booking_link}}` (undefined: the link reads empty). */
  publicUrl: string | undefined;
  mailer: Mailer;
  /** Null: texts are not configured (recorded as skipped). */
  sms: SmsSender | null;
  schedule: ScheduleClientMessage;
  /** The unsubscribe scope of a tenant (consent's unsubscribeScope); throws without PUBLIC_URL. */
  unsubscribe: (tenantId: string) => UnsubscribeScope;
}

/** The job's key: the unique key of its send record. */
export function clientMessageKey(job: ClientMessageJob): string {
  return `${job.clientId}|${job.flow}|${job.occasion}|${job.channel}`;
}

/** True for the flows that need marketing consent and carry an unsubscribe. */
export function isMarketing(flow: AutomationClientFlow): boolean {
  return (AUTOMATION_MARKETING_FLOWS as readonly string[]).includes(flow);
}

interface Prepared {
  record: repo.ClientSendRecord;
  to: string;
  subject: string;
  text: string;
  sms: string;
  headers: Record<string, string> | undefined;
}

/**
 * Runs one client flow's job: sends, records why not, defers a text to 08:00 local, or does
 * nothing when the occasion no longer holds. A transport failure is recorded as failed and
 * thrown, so the queue retries with backoff; the retry claims the failed row again.
 */
export async function deliverClientMessage(
  deps: ClientDeliveryDeps,
  job: ClientMessageJob,
): Promise<DeliveryOutcome> {
  const now = deps.now();
  const prepared = await withTenant(deps.db, { tenantId: job.tenantId }, (tx) => prepare(tx, deps, job, now));
  if ('outcome' in prepared) {
    if (prepared.outcome === 'deferred')
      await deps.schedule(job, new Date(prepared.until), `${clientMessageKey(job)}|${prepared.until}`);
    return prepared;
  }
  try {
    if (job.channel === 'email')
      await deps.mailer.send({
        to: prepared.to,
        subject: prepared.subject,
        text: prepared.text,
        ...(prepared.headers ? { headers: prepared.headers } : {}),
      });
    else await deps.sms!.send({ to: prepared.to, body: prepared.sms });
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 200);
    await withTenant(deps.db, { tenantId: job.tenantId }, (tx) =>
      repo.markClientFailed(tx, prepared.record, reason),
    );
    throw err;
  }
  return { outcome: 'sent' };
}

/** True when the occasion of `job` still holds at `now`; `visit` is the visit it follows, as it stands. */
async function occasionHolds(
  tx: Tx,
  job: ClientMessageJob,
  visit: CompletedVisit | undefined,
  now: Date,
): Promise<boolean> {
  if (job.flow === 'birthday') return true;
  if (!visit || visit.clientId !== job.clientId) return false;
  if (job.flow === 'review_request') return true;
  if (await hasUpcoming(tx, job.clientId, now)) return false;
  // Still the client's last completed visit (of that service, for a nudge).
  const last = await lastCompletedVisits(
    tx,
    job.establishmentId,
    visit.startsAt,
    new Date(visit.startsAt.getTime() + 1),
    now,
    job.flow === 'rebook_nudge' ? 'service' : 'any',
  );
  return last.some((v) => v.appointmentId === visit.appointmentId);
}

async function prepare(
  tx: Tx,
  deps: ClientDeliveryDeps,
  job: ClientMessageJob,
  now: Date,
): Promise<Prepared | DeliveryOutcome> {
  if (now < new Date(job.dueAt)) return { outcome: 'deferred', until: job.dueAt };
  const place = await establishmentById(tx, job.establishmentId);
  if (!place) return { outcome: 'void', why: 'gone' };
  const visit = job.appointmentId ? await completedVisit(tx, job.appointmentId) : undefined;
  if (!(await occasionHolds(tx, job, visit, now))) return { outcome: 'void', why: 'lapsed' };
  const record: repo.ClientSendRecord = {
    tenantId: job.tenantId,
    establishmentId: place.id,
    clientId: job.clientId,
    flow: job.flow,
    occasion: job.occasion,
    channel: job.channel,
    appointmentId: visit?.appointmentId ?? null,
    startsAt: visit?.startsAt ?? null,
  };
  const skip = async (reason: string): Promise<DeliveryOutcome> =>
    (await repo.recordClientSkip(tx, record, reason))
      ? { outcome: 'skipped', reason }
      : { outcome: 'void', why: 'done' };

  const setting = (await clientFlowSettingsOf(tx, place.id)).find((f) => f.flow === job.flow)!;
  if (!setting.enabled || !setting.channels.includes(job.channel)) return skip(WHY.flowOff);
  const client = await clientContact(tx, job.clientId);
  if (!client) return skip(WHY.noClient);
  const marketing = isMarketing(job.flow);
  const consent = await consentOf(tx, [client.id], job.channel, marketing ? 'marketing' : 'reminders');
  if (!consent.get(client.id)) return skip(WHY.noConsent);
  const to = job.channel === 'email' ? client.email : client.phone;
  if (!to) return skip(job.channel === 'email' ? WHY.noEmail : WHY.noPhone);
  if (job.channel === 'sms') {
    if (!deps.sms) return skip(WHY.smsOff);
    const slot = textWindowStart(now, place.timeZone);
    if (slot > now) return { outcome: 'deferred', until: slot.toISOString() };
  }
  const link =
    marketing && job.channel === 'email'
      ? unsubscribeLink(deps.unsubscribe(job.tenantId), client.id, 'email', 'marketing')
      : null;
  if (!(await repo.claimClientSend(tx, record))) return { outcome: 'void', why: 'done' };
  const words = clientMessageText(
    job.flow,
    {
      clientName: client.name,
      place: place.name,
      serviceName: visit?.serviceName ?? null,
      bookingUrl: bookingLinkOf(deps.publicUrl, place.id),
      marketing,
      unsubscribeUrl: link?.url ?? null,
    },
    setting,
  );
  return { record, to, ...words, headers: link?.listUnsubscribeHeaders };
}
