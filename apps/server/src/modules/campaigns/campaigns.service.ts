/**
 * Campaigns (issue #32 "Campaigns"; operations.md §1 Marketing): drafts written to a saved
 * segment for one location, scheduled or sent now, unscheduled, cancelled while sending, and read
 * with their results. Routes check `marketing:*` (managers and above); every query runs under the
 * actor's tenant, and a manager reaches the campaigns of the locations they work at (404 beyond).
 * State changes are conditional updates (… WHERE status = the state they leave), so two requests,
 * or a request and the sender, cannot both move one campaign.
 */
import {
  CAMPAIGN_MESSAGES as M,
  CAMPAIGN_PAGE_SIZE,
  CAMPAIGN_RECIPIENT_PAGE_SIZE,
  CAMPAIGN_SCHEDULE_MAX_DAYS,
  canAccessAnyEstablishment,
  type Campaign,
  type CampaignEstimate,
  type CampaignEstimateBody,
  type CampaignPage,
  type CampaignRecipientPage,
  type CampaignRecipientStatus,
  CAMPAIGN_ENDPOINTS,
  type EndpointParsed,
} from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import type { Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { openEstablishment } from '../establishments/index.js';
import { clientReachOf, savedSegments } from '../segments/index.js';
import type { CampaignDelivery } from './campaigns.delivery.js';
import { estimateCampaign } from './campaigns.estimate.js';
import { campaignResults } from './campaigns.results.js';
import * as recipientRepo from './campaigns.recipients.repository.js';
import * as repo from './campaigns.repository.js';

/** A create or update body as the contract parsed it (subject and trackOpens defaulted). */
export type CampaignWriteBody = EndpointParsed<typeof CAMPAIGN_ENDPOINTS.create, 'body'>;

const DAY_MS = 86_400_000;

/**
 * Owners and admins reach every location's campaigns; others those where they work. (Whose
 * clients a campaign reaches is the segments' clientReachOf, stored on it when it is scheduled.)
 */
const reachOf = (actor: Actor): repo.CampaignReach =>
  canAccessAnyEstablishment(actor.role) ? undefined : actor.establishmentIds;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The rows as the contract's campaigns: their segments' names and results, two statements. */
async function present(tx: Tx, rows: readonly repo.CampaignRow[]): Promise<Campaign[]> {
  const segments = await savedSegments(
    tx,
    rows.flatMap((r) => (r.segmentId ? [r.segmentId] : [])),
  );
  const results = await campaignResults(tx, rows);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    channel: r.channel,
    establishmentId: r.establishmentId,
    segmentId: r.segmentId,
    segmentName: (r.segmentId && segments.get(r.segmentId)?.name) || null,
    subject: r.subject,
    body: r.body,
    trackOpens: r.trackOpens,
    status: r.status,
    scheduledAt: iso(r.scheduledAt),
    startedAt: iso(r.startedAt),
    finishedAt: iso(r.finishedAt),
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    results: results.get(r.id)!,
  }));
}

/** Whether the checks made on `a` (channel, location, segment, body) hold for `b`. */
const sameAudience = (a: repo.CampaignRow, b: repo.CampaignRow) =>
  a.channel === b.channel &&
  a.establishmentId === b.establishmentId &&
  a.segmentId === b.segmentId &&
  a.body === b.body;

const presentOne = async (tx: Tx, row: repo.CampaignRow) => (await present(tx, [row]))[0]!;

async function openCampaign(tx: Tx, actor: Actor, id: string, lock = false): Promise<repo.CampaignRow> {
  const row = await repo.findCampaign(tx, id, reachOf(actor), lock);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/**
 * The stored content of a write: the location must be one the actor reaches (404 with the
 * contract's sentence), the segment one of the tenant's (400 segmentGone).
 */
async function contentOf(tx: Tx, actor: Actor, body: CampaignWriteBody): Promise<repo.CampaignContent> {
  await openEstablishment(tx, actor, body.establishmentId, M.establishmentId);
  if (!(await savedSegments(tx, [body.segmentId])).has(body.segmentId))
    throw invalid('segmentId', M.segmentGone);
  return {
    name: body.name,
    channel: body.channel,
    establishmentId: body.establishmentId,
    segmentId: body.segmentId,
    subject: body.channel === 'email' ? (body.subject?.trim() ?? null) : null,
    body: body.body,
    trackOpens: body.channel === 'email' && body.trackOpens,
  };
}

/** Page `page` (CAMPAIGN_PAGE_SIZE) of the campaigns the actor reaches, newest first, with results. */
export function listCampaigns(deps: ModuleDeps, actor: Actor, page: number): Promise<CampaignPage> {
  return withTenant(deps.db, actor, async (tx) => {
    const { rows, total } = await repo.campaignPage(tx, reachOf(actor), page, CAMPAIGN_PAGE_SIZE);
    return { campaigns: await present(tx, rows), total, page, pageSize: CAMPAIGN_PAGE_SIZE };
  });
}

/** One campaign with its results (404 when missing or beyond the actor's locations). */
export function getCampaign(deps: ModuleDeps, actor: Actor, id: string): Promise<Campaign> {
  return withTenant(deps.db, actor, async (tx) => presentOne(tx, await openCampaign(tx, actor, id)));
}

/** Saves a draft by the signed-in person (404 location, 400 segment: contentOf). */
export function createCampaign(deps: ModuleDeps, actor: Actor, body: CampaignWriteBody): Promise<Campaign> {
  return withTenant(deps.db, actor, async (tx) => {
    const content = await contentOf(tx, actor, body);
    const row = await repo.insertCampaign(tx, {
      ...content,
      tenantId: actor.tenantId,
      createdBy: actor.userId,
    });
    return presentOne(tx, row);
  });
}

/** Replaces a draft (404; 409 notDraft once scheduled, sending or done). */
export function updateCampaign(
  deps: ModuleDeps,
  actor: Actor,
  id: string,
  body: CampaignWriteBody,
): Promise<Campaign> {
  return withTenant(deps.db, actor, async (tx) => {
    await openCampaign(tx, actor, id);
    const content = await contentOf(tx, actor, body);
    const row = await repo.moveCampaign(tx, id, 'draft', content);
    if (!row) throw new AppError('CONFLICT', M.notDraft);
    return presentOne(tx, row);
  });
}

/** Deletes a draft (404; 409 notDraft otherwise: a sent campaign keeps its recipients). */
export function deleteCampaign(deps: ModuleDeps, actor: Actor, id: string): Promise<void> {
  return withTenant(deps.db, actor, async (tx) => {
    await openCampaign(tx, actor, id);
    if (!(await repo.deleteDraft(tx, id))) throw new AppError('CONFLICT', M.notDraft);
  });
}

/**
 * Schedules a draft for `sendAt` (ISO), or starts it now when null, and queues its start with
 * the sender. Refusals in order: 404; 409 notDraft; 400 sendAtPast (not after now) or sendAtFar
 * (beyond CAMPAIGN_SCHEDULE_MAX_DAYS); 400 segmentGone; 503 smsNotConfigured for a text without
 * Twilio; 409 noRecipients when sending now would reach nobody. A scheduled campaign's recipients
 * are counted again when it starts, among the clients the scheduling actor reaches (core.md §6:
 * a manager's campaign goes to the clients whose home location they work at).
 */
export async function scheduleCampaign(
  deps: ModuleDeps,
  delivery: CampaignDelivery,
  actor: Actor,
  id: string,
  sendAt: string | null,
): Promise<Campaign> {
  const now = deps.now();
  const row = await withTenant(deps.db, actor, (tx) => openCampaign(tx, actor, id));
  if (row.status !== 'draft') throw new AppError('CONFLICT', M.notDraft);
  const at = sendAt === null ? now : new Date(sendAt);
  if (sendAt !== null && at.getTime() <= now.getTime()) throw invalid('sendAt', M.sendAtPast);
  if (at.getTime() > now.getTime() + CAMPAIGN_SCHEDULE_MAX_DAYS * DAY_MS)
    throw invalid('sendAt', M.sendAtFar);
  if (!row.segmentId) throw invalid('segmentId', M.segmentGone);
  const { accountSid, authToken, from } = deps.twilio;
  if (row.channel === 'sms' && !(accountSid && authToken && from))
    throw new AppError('NOT_CONFIGURED', M.smsNotConfigured);
  // The sender's links point at PUBLIC_URL: without it the campaign could not go out.
  if (!deps.publicUrl) throw new AppError('NOT_CONFIGURED', M.publicUrlMissing);
  const reach = clientReachOf(actor);
  if (sendAt === null) {
    const body = {
      channel: row.channel,
      establishmentId: row.establishmentId,
      segmentId: row.segmentId,
      body: row.body,
    };
    const { recipients } = await estimateCampaign(deps, actor.tenantId, body, undefined, reach);
    if (recipients === 0) throw new AppError('CONFLICT', M.noRecipients);
  }
  const campaign = await withTenant(deps.db, actor, async (tx) => {
    const locked = await openCampaign(tx, actor, id, true);
    if (locked.status !== 'draft') throw new AppError('CONFLICT', M.notDraft);
    if (!sameAudience(locked, row)) return undefined;
    const moved = await repo.moveCampaign(tx, id, 'draft', {
      status: 'scheduled',
      scheduledAt: at,
      reachEstablishmentIds: reach ? [...reach.establishmentIds] : null,
    });
    return presentOne(tx, moved!);
  });
  // The estimate runs outside the lock (its own transaction); a draft edited meanwhile is checked again.
  if (!campaign) return scheduleCampaign(deps, delivery, actor, id, sendAt);
  // After the commit: a start queued for a row still a draft would do nothing, and should this
  // call fail, the sender's minute sweep (campaigns_due) starts the due campaign anyway.
  await delivery.queueStart(actor.tenantId, id, at);
  return campaign;
}

/** Takes a scheduled campaign back to draft (404; 409 notScheduled). */
export function unscheduleCampaign(deps: ModuleDeps, actor: Actor, id: string): Promise<Campaign> {
  return withTenant(deps.db, actor, async (tx) => {
    await openCampaign(tx, actor, id);
    const moved = await repo.moveCampaign(tx, id, 'scheduled', {
      status: 'draft',
      scheduledAt: null,
      reachEstablishmentIds: null,
    });
    if (!moved) throw new AppError('CONFLICT', M.notScheduled);
    return presentOne(tx, moved);
  });
}

/**
 * Stops a campaign that is sending (404; 409 notSending): it becomes cancelled and, in the same
 * transaction, its recipients still queued become skipped ('cancelled'). A recipient a sender has
 * already claimed ('sending') is finished by that sender.
 */
export function cancelCampaign(deps: ModuleDeps, actor: Actor, id: string): Promise<Campaign> {
  return withTenant(deps.db, actor, async (tx) => {
    await openCampaign(tx, actor, id);
    const moved = await repo.moveCampaign(tx, id, 'sending', {
      status: 'cancelled',
      finishedAt: deps.now(),
    });
    if (!moved) throw new AppError('CONFLICT', M.notSending);
    await recipientRepo.skipQueued(tx, id, 'cancelled');
    return presentOne(tx, moved);
  });
}

/** Page `page` (CAMPAIGN_RECIPIENT_PAGE_SIZE) of a campaign's recipients by name, of `status` if given (404). */
export function campaignRecipientPage(
  deps: ModuleDeps,
  actor: Actor,
  id: string,
  page: number,
  status: CampaignRecipientStatus | undefined,
): Promise<CampaignRecipientPage> {
  return withTenant(deps.db, actor, async (tx) => {
    await openCampaign(tx, actor, id);
    const { rows, total } = await recipientRepo.recipientPage(
      tx,
      id,
      status,
      page,
      CAMPAIGN_RECIPIENT_PAGE_SIZE,
    );
    return {
      recipients: rows.map((r) => ({
        clientId: r.clientId,
        clientName: r.clientName,
        to: r.to,
        status: r.status,
        reason: r.reason,
        sentAt: iso(r.sentAt),
        openedAt: iso(r.openedAt),
        clickedAt: iso(r.clickedAt),
      })),
      total,
      page,
      pageSize: CAMPAIGN_RECIPIENT_PAGE_SIZE,
    };
  });
}

/**
 * Who a campaign would reach now, for a location the actor reaches (404 beyond it, as a write),
 * among the clients the actor reaches (the estimate itself is campaigns.estimate.ts's).
 */
export async function estimate(
  deps: ModuleDeps,
  actor: Actor,
  body: CampaignEstimateBody,
  origin: string,
): Promise<CampaignEstimate> {
  await withTenant(deps.db, actor, (tx) =>
    openEstablishment(tx, actor, body.establishmentId, M.establishmentId),
  );
  return estimateCampaign(deps, actor.tenantId, body, origin, clientReachOf(actor));
}

/** Answers 404 unless the actor reaches campaign `id` (before the test send, which reads it itself). */
export async function checkCampaign(deps: ModuleDeps, actor: Actor, id: string): Promise<void> {
  await withTenant(deps.db, actor, (tx) => openCampaign(tx, actor, id));
}
