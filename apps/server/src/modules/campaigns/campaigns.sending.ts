/**
 * Sending campaigns (issue #32; ARCHITECTURE.md "Events and durable work"). Three kinds of job:
 *
 * - start: in the tenant's transaction, with the campaign locked, a scheduled campaign that is
 *   due gets one campaign_recipients row per client the segment holds now, within the campaign's
 *   stored reach (core.md §6), with marketing consent and an address on the channel, then
 *   'sending' and PUMPS pumps (none: 'sent' at once).
 * - pump: claims batches of rows (FOR UPDATE SKIP LOCKED, with a lease), checks consent again
 *   per batch, fills each message and sends it, at most CAMPAIGN_SEND_RATE a second. A pump runs
 *   a minute or PUMP_MAX_MESSAGES at most, then queues its successor; the last one finds nothing
 *   left and marks the campaign 'sent'. Texts wait for the location's text window.
 * - sweep (every minute, and at start-up): through campaigns_due, starts due campaigns and gives
 *   a stalled sending one (no claim for a while: its process died) new pumps.
 *
 * Exactly once per client: the (campaign, client) key, and a row marked 'sent' only while its
 * sender still holds it ('sending'). A row keeps its last lease_until once settled: the latest
 * of them tells the sweep when the campaign was last claimed from. A sender that dies between the
 * mail server's answer and that update (answers are marked in groups, within ACK_WINDOW_MS)
 * leaves a row whose lease runs out and is sent again: at least once, in that rare case (the
 * Message-ID is the same, so receivers can tell).
 */
import type { CampaignChannel, SegmentFilter } from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withAuth, withTenant } from '../../db/tenant.js';
import type { Mailer } from '../../mail/mailer.js';
import type { SmsSender } from '../../sms/sms-sender.js';
import { consentOf, textWindowStart, type UnsubscribeScope } from '../consent/index.js';
import { establishmentById } from '../establishments/index.js';
import { savedSegments, segmentMembers, type SegmentReach } from '../segments/index.js';
import {
  campaignRenderer,
  firstNameOf,
  nextAppointmentText,
  type CampaignContent,
  type CampaignPlace,
  type CampaignRenderer,
} from './campaigns.render.js';
import {
  dueCampaigns,
  finishCampaign,
  markStarted,
  sendingCampaign,
  type SendingCampaignRow,
} from './campaigns.repository.js';
import {
  claimRecipients,
  fillRecipients,
  isStalled,
  markRecipientsSent,
  markRecipientUnsent,
  recipientClients,
  sendingState,
  settleRecipients,
  type ClaimedRecipient,
} from './campaigns.recipients.repository.js';

/** The queue of campaign starts (one job per campaign and instant). */
export const START_QUEUE = 'campaigns.start';
/**
 * The pumps' queues, one per lane: a queue's worker runs its jobs one after another, so a
 * campaign's PUMPS pumps run side by side on one instance only from queues of their own.
 */
export const PUMP_QUEUES = ['campaigns.pump', 'campaigns.pump.2'] as const;
/** The sweep's queue and schedule: every minute (UTC cron). */
export const SWEEP_QUEUE = 'campaigns.sweep';
export const SWEEP_CRON = '* * * * *';

/** Messages a second one pump sends at most (two pumps: twice that per campaign). */
export const CAMPAIGN_SEND_RATE = 150;
/** Pumps a campaign starts with (one per lane). */
export const PUMPS = PUMP_QUEUES.length;

/** How a pump works; tests shrink it. */
export interface PumpTuning {
  /** Rows claimed at once. */
  batch: number;
  /** Sends in flight at once. */
  parallel: number;
  /** Messages a second, at most. */
  rate: number;
  /** Seconds a claimed row is the claimer's. */
  leaseSeconds: number;
  /** Claims of one row before it fails. */
  maxAttempts: number;
  /** A pump hands over to its successor after this long (ms) or this many messages. */
  maxMillis: number;
  maxMessages: number;
  /** A sending campaign with no claim for this long (ms) is stalled: the sweep pumps it. */
  stalledMillis: number;
}

/** The server's pump: batches of 100, 25 in flight, 150 a second, 30 s leases, three attempts, a minute or 2,000 messages. */
export const PUMP_TUNING: PumpTuning = {
  batch: 100,
  parallel: 25,
  rate: CAMPAIGN_SEND_RATE,
  leaseSeconds: 30,
  maxAttempts: 3,
  maxMillis: 60_000,
  maxMessages: 2_000,
  // A lease and a half: a pump between batches, or waiting out another's lease, is not stalled.
  stalledMillis: 45_000,
};

/** A campaign's start. */
export interface StartJob {
  tenantId: string;
  campaignId: string;
}

/**
 * One pump of a campaign: `lane` (its queue, PUMP_QUEUES), `slot` (which chain of pumps) and
 * `round` (how many of the chain came before it) name it.
 */
export interface PumpJob {
  tenantId: string;
  campaignId: string;
  lane: number;
  slot: string;
  round: number;
}

/** What sending needs: the database, the clock, the transports, link scope and the queue. */
export interface SendingDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  /** Null: texts are not configured; a text campaign's rows fail with that reason. */
  sms: SmsSender | null;
  /** Where links point and what signs them (for a tenant). */
  scope: (tenantId: string) => UnsubscribeScope;
  /** Queues a job to run at `at`, once per key (JobQueue.sendAt). */
  queueStart: (job: StartJob, at: Date, key: string) => Promise<void>;
  queuePump: (job: PumpJob, at: Date, key: string) => Promise<void>;
  tuning?: Partial<PumpTuning>;
}

/** What the renderer needs of a stored campaign. */
export function contentOf(c: SendingCampaignRow): CampaignContent {
  return {
    id: c.id,
    tenantId: c.tenant_id,
    channel: c.channel,
    establishmentId: c.establishment_id,
    subject: c.subject,
    body: c.body,
    trackOpens: c.track_opens,
  };
}

/** The location of `establishmentId` as the renderer needs it, or null when gone. */
export async function placeOf(tx: Tx, establishmentId: string): Promise<CampaignPlace | null> {
  const e = await establishmentById(tx, establishmentId);
  if (!e) return null;
  return {
    name: e.name,
    street: e.street,
    city: e.city,
    state: e.state,
    postalCode: e.postalCode,
    timeZone: e.timeZone,
  };
}

/** The filter of segment `segmentId`, or null when it was deleted. */
export async function segmentFilter(tx: Tx, segmentId: string | null): Promise<SegmentFilter | null> {
  if (!segmentId) return null;
  return (await savedSegments(tx, [segmentId])).get(segmentId)?.filter ?? null;
}

/**
 * The ids of the clients a campaign on `channel` to segment `segmentId` reaches now: members
 * within `reach` (undefined: every client of the tenant) with marketing consent on the channel,
 * whatever the segment's own consent filter says.
 */
export async function audienceOf(
  tx: Tx,
  segmentId: string | null,
  channel: CampaignChannel,
  reach?: SegmentReach,
): Promise<string[]> {
  const filter = await segmentFilter(tx, segmentId);
  if (!filter) return [];
  return segmentMembers(tx, { ...filter, consent: { channel, purpose: 'marketing' } }, reach);
}

/** The reach a campaign stored when it was scheduled (null: every client of the tenant). */
function storedReach(c: SendingCampaignRow): SegmentReach {
  return c.reach_establishment_ids ? { establishmentIds: c.reach_establishment_ids } : undefined;
}

/** How a start ended. */
export type StartOutcome = 'sending' | 'sent' | 'not due';

/**
 * Starts campaign `job.campaignId` if it is scheduled and due (else nothing: a repeat, an
 * unscheduled or cancelled one): fills its recipients, marks it 'sending' (or 'sent' with
 * none), then queues its pumps.
 */
export async function startCampaign(deps: SendingDeps, job: StartJob): Promise<StartOutcome> {
  const now = deps.now();
  const outcome = await withTenant(deps.db, { tenantId: job.tenantId }, async (tx) => {
    const c = await sendingCampaign(tx, job.campaignId, true);
    if (!c || c.status !== 'scheduled' || !c.scheduled_at || new Date(c.scheduled_at) > now) return 'not due';
    const ids = await audienceOf(tx, c.segment_id, c.channel, storedReach(c));
    const none = (await fillRecipients(tx, c.id, ids, c.channel)) === 0;
    await markStarted(tx, c.id, now, none);
    return none ? 'sent' : 'sending';
  });
  if (outcome === 'sending') {
    for (let lane = 0; lane < PUMPS; lane += 1) {
      const pump: PumpJob = {
        tenantId: job.tenantId,
        campaignId: job.campaignId,
        lane,
        slot: `p${lane}`,
        round: 0,
      };
      await deps.queuePump(pump, now, pumpKey(pump));
    }
  }
  return outcome;
}

/** A pump job's key: campaign, slot and round (a repeated successor is dropped). */
export function pumpKey(job: PumpJob): string {
  return `${job.campaignId}|${job.slot}|${job.round}`;
}

/** What a pump did. */
export type PumpOutcome =
  | { outcome: 'stopped' }
  | { outcome: 'finished'; sent: number }
  | { outcome: 'handed over'; sent: number }
  | { outcome: 'waiting'; sent: number; until: string }
  | { outcome: 'deferred'; until: string };

/** A failure the receiver gave for good: an SMTP 5xx, or Twilio's 4xx (a number it refuses). */
export function permanentFailure(err: unknown): boolean {
  const e = err as { responseCode?: unknown; status?: unknown } | null;
  if (typeof e?.responseCode === 'number') return e.responseCode >= 500;
  // 429 (too many requests) is Twilio asking to wait, not a refusal.
  return typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.status !== 429;
}

function reasonOf(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 200);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spaces calls to at most `perSecond` a second (shared by the pump's parallel senders). */
function throttle(perSecond: number): () => Promise<void> {
  const gap = 1000 / perSecond;
  let next = Date.now();
  return async () => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + gap;
    if (at > now) await sleep(at - now);
  };
}

interface Facts {
  firstName: string;
  address: string | null;
  next: Date | null;
}

/** First names, current addresses and next booked appointments at the campaign's location: one query each. */
async function factsOf(tx: Tx, ids: string[], channel: CampaignChannel, establishmentId: string) {
  const { clients, next } = await recipientClients(tx, ids, channel, establishmentId);
  return new Map<string, Facts>(
    [...clients].map(([id, c]) => [
      id,
      { firstName: firstNameOf(c.name), address: c.address, next: next.get(id) ?? null },
    ]),
  );
}

interface PumpContext {
  campaign: SendingCampaignRow;
  place: CampaignPlace;
  renderer: CampaignRenderer;
}

/** Marks the campaign 'sent' once nothing is left to send; true for the one call that did. */
async function finish(deps: SendingDeps, job: PumpJob): Promise<boolean> {
  return withTenant(deps.db, { tenantId: job.tenantId }, (tx) =>
    finishCampaign(tx, job.campaignId, deps.now()),
  );
}

/**
 * Runs one pump of a sending campaign (see the file's readings). Answers what it did; a throw
 * (the database gone) lets the queue retry it, and the rows it held come back with their lease.
 */
export async function runPump(deps: SendingDeps, job: PumpJob): Promise<PumpOutcome> {
  const t = { ...PUMP_TUNING, ...deps.tuning };
  const began = Date.now();
  const scope = deps.scope(job.tenantId);
  const context = await withTenant(
    deps.db,
    { tenantId: job.tenantId },
    async (tx): Promise<PumpContext | null> => {
      const campaign = await sendingCampaign(tx, job.campaignId);
      const place =
        campaign && campaign.status === 'sending' ? await placeOf(tx, campaign.establishment_id) : null;
      if (!campaign || !place) return null;
      return { campaign, place, renderer: await campaignRenderer(contentOf(campaign), place, scope) };
    },
  );
  if (!context) return { outcome: 'stopped' };
  const { campaign, place, renderer } = context;
  const next = (at: Date, round = job.round + 1) =>
    deps.queuePump({ ...job, round }, at, pumpKey({ ...job, round }));

  if (campaign.channel === 'sms') {
    const now = deps.now();
    const opens = textWindowStart(now, place.timeZone);
    if (opens > now) {
      const key = `${job.campaignId}|${job.slot}|window|${opens.toISOString()}`;
      await deps.queuePump(job, opens, key);
      return { outcome: 'deferred', until: opens.toISOString() };
    }
  }

  const pace = throttle(t.rate);
  let sent = 0;
  for (;;) {
    if (Date.now() - began >= t.maxMillis || sent >= t.maxMessages) {
      await next(deps.now());
      return { outcome: 'handed over', sent };
    }
    const batch = await withTenant(deps.db, { tenantId: job.tenantId }, async (tx) => {
      const rows = await claimRecipients(tx, job.campaignId, t);
      if (!rows.length) return { rows, facts: new Map<string, Facts>() };
      if (campaign.channel === 'sms' && !deps.sms) {
        await settleRecipients(
          tx,
          rows.map((r) => r.id),
          'failed',
          'sms not configured',
        );
        return { rows: [], facts: new Map<string, Facts>() };
      }
      const consent = await consentOf(
        tx,
        rows.map((r) => r.client_id),
        campaign.channel,
        'marketing',
      );
      const refused = rows.filter((r) => !consent.get(r.client_id));
      await settleRecipients(
        tx,
        refused.map((r) => r.id),
        'skipped',
        'no consent',
      );
      const left = rows.filter((r) => consent.get(r.client_id));
      const facts = left.length
        ? await factsOf(
            tx,
            left.map((r) => r.client_id),
            campaign.channel,
            campaign.establishment_id,
          )
        : new Map<string, Facts>();
      const gone = left.filter((r) => !facts.get(r.client_id)?.address);
      await settleRecipients(
        tx,
        gone.map((r) => r.id),
        'skipped',
        'no address',
      );
      return { rows: left.filter((r) => facts.get(r.client_id)?.address), facts };
    });
    if (!batch.rows.length) {
      // Nothing claimable: either all done, or others still hold rows (sending, leased).
      const held = await withTenant(deps.db, { tenantId: job.tenantId }, (tx) =>
        sendingState(tx, job.campaignId),
      );
      if (!held || held.status !== 'sending') return { outcome: 'stopped' };
      if (held.left === 0) {
        await finish(deps, job);
        return { outcome: 'finished', sent };
      }
      if (held.until) {
        // Rows held by another sender: look again when their lease ends (they were sent, or come back).
        const until = new Date(held.until.getTime() + 1_000);
        await next(until);
        return { outcome: 'waiting', sent, until: until.toISOString() };
      }
      // Queued rows another pump's claim has locked this instant: claim again shortly.
      await sleep(100);
      continue;
    }
    sent += await sendBatch(
      deps,
      job.tenantId,
      job.campaignId,
      campaign.channel,
      renderer,
      place,
      batch.rows,
      batch.facts,
      pace,
      t,
    );
  }
}

/**
 * Acknowledged messages are marked sent in groups: one transaction for the acks of ACK_WINDOW_MS
 * or ACK_GROUP acks, whichever comes first, instead of one a message (a pump's 150 a second were
 * 150 transactions). The group's senders wait for its write, so it is still done before they
 * count the message or take the next one.
 *
 * Exactly once is kept as before: a row turns 'sent' only while its sender holds it, and a
 * message acknowledged but not yet marked is the at-least-once window that has always been
 * there between the server's ack and the UPDATE (a sender killed inside it leaves the row to come
 * back with its lease, and it is sent again). Grouping widens that window by at most
 * ACK_WINDOW_MS, 20 ms, plus the wait for a group already being written.
 */
const ACK_WINDOW_MS = 20;
const ACK_GROUP = 25;

/**
 * Gathers ids for `write` (ACK_WINDOW_MS / ACK_GROUP, above): each call resolves once its
 * group's write is done, or rejects with the write's error.
 */
function grouped(write: (ids: string[]) => Promise<void>): (id: string) => Promise<void> {
  let pending: { id: string; done: () => void; failed: (err: unknown) => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const group = pending;
    pending = [];
    void write(group.map((g) => g.id)).then(
      () => group.forEach((g) => g.done()),
      (err: unknown) => group.forEach((g) => g.failed(err)),
    );
  };
  return (id) =>
    new Promise<void>((done, failed) => {
      pending.push({ id, done, failed });
      if (pending.length >= ACK_GROUP) flush();
      else timer ??= setTimeout(flush, ACK_WINDOW_MS);
    });
}

/** Sends a claimed batch of campaign `campaignId`, `t.parallel` at a time, paced; answers how many were sent. */
async function sendBatch(
  deps: SendingDeps,
  tenantId: string,
  campaignId: string,
  channel: CampaignChannel,
  renderer: CampaignRenderer,
  place: CampaignPlace,
  rows: ClaimedRecipient[],
  facts: Map<string, Facts>,
  pace: () => Promise<void>,
  t: PumpTuning,
): Promise<number> {
  let sent = 0;
  let at = 0;
  // Each settling answers the campaign's status too: once it is cancelled, the rest of the batch stays unsent.
  let cancelled = false;
  const mark = async (write: (tx: Tx) => Promise<string | null>) => {
    if ((await withTenant(deps.db, { tenantId }, write)) !== 'sending') cancelled = true;
  };
  const markSent = grouped((ids) => mark((tx) => markRecipientsSent(tx, campaignId, ids)));
  const one = async (row: ClaimedRecipient) => {
    const f = facts.get(row.client_id)!;
    const values = {
      recipientId: row.id,
      clientId: row.client_id,
      firstName: f.firstName,
      nextAppointment: nextAppointmentText(f.next, place.timeZone),
    };
    await pace();
    if (cancelled) return;
    try {
      if (channel === 'email') await deps.mailer.send(renderer.email(row.to_address, values));
      else await deps.sms!.send({ to: row.to_address, body: renderer.sms(values) });
    } catch (err) {
      const reason = reasonOf(err);
      const status = permanentFailure(err) ? 'bounced' : row.attempts >= t.maxAttempts ? 'failed' : 'queued';
      await mark((tx) => markRecipientUnsent(tx, row.id, status, reason));
      return;
    }
    await markSent(row.id);
    sent += 1;
  };
  const worker = async () => {
    while (at < rows.length && !cancelled) await one(rows[at++]!);
  };
  await Promise.all(Array.from({ length: Math.min(t.parallel, rows.length) }, worker));
  if (cancelled) {
    // Claimed but never handed over: skipped as the cancel skipped the queued ones.
    await withTenant(deps.db, { tenantId }, (tx) =>
      settleRecipients(
        tx,
        rows.map((r) => r.id),
        'skipped',
        'cancelled',
      ),
    );
  }
  return sent;
}

/** What the sweep did: campaigns started, and stalled ones given pumps. */
export interface SweepOutcome {
  started: number;
  pumped: number;
}

/**
 * The sweep (every minute and at start-up): every campaign due or sending, across tenants
 * (campaigns_due, through the auth role), is started, or, when sending but stalled (nothing
 * claimed for `stalledMillis` while rows wait), pumped again.
 */
export async function sweepCampaigns(deps: SendingDeps): Promise<SweepOutcome> {
  const t = { ...PUMP_TUNING, ...deps.tuning };
  const now = deps.now();
  const due = await withAuth(deps.db, (tx) => dueCampaigns(tx, now));
  const out: SweepOutcome = { started: 0, pumped: 0 };
  for (const d of due) {
    const job = { tenantId: d.tenant_id, campaignId: d.campaign_id };
    if ((await startCampaign(deps, job)) !== 'not due') {
      out.started += 1;
      continue;
    }
    // Rows keep their last lease once settled: the latest ended over this long ago means no claim since.
    const idleSeconds = (t.stalledMillis - t.leaseSeconds * 1000) / 1000;
    const stalled = await withTenant(deps.db, { tenantId: d.tenant_id }, (tx) =>
      isStalled(tx, d.campaign_id, idleSeconds),
    );
    if (!stalled) continue;
    const minute = now.toISOString().slice(0, 16);
    for (let lane = 0; lane < PUMPS; lane += 1) {
      const pump: PumpJob = { ...job, lane, slot: `sweep${lane}-${minute}`, round: 0 };
      await deps.queuePump(pump, now, pumpKey(pump));
    }
    out.pumped += 1;
  }
  return out;
}
