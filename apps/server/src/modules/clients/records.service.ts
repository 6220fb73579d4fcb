/**
 * Changes to client records as a whole: merging a duplicate into a client, and erasing a
 * client's personal data on request. Each runs in one transaction with both rows locked.
 */
import { recordEvent } from '../../events/business-events.js';
import { CLIENT_MESSAGES, ERASED_CLIENT_NAME, hasPermission, type Client } from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import * as repo from './clients.repository.js';
import type { ClientRow } from './clients.repository.js';
import { crmReach } from './clients.scope.js';
import { loadClientForWrite, readClient } from './clients.service.js';
import { deleteNotesOf, moveNotes } from './notes.repository.js';

/**
 * What a merge or an erasure does to the client's appointments, whose rows the appointments
 * module owns. That module already asks this one whether a client may be booked, so its use
 * cases come in from modules.ts rather than by import, which would make the two a cycle.
 */
export interface ClientAppointments {
  /** Every appointment of client `fromId` becomes client `toId`'s (a merge). */
  reassign(tx: Tx, fromId: string, toId: string): Promise<void>;
  /** The appointments of `clientIds` keep the books under `name`, without notes (an erasure). */
  anonymise(tx: Tx, clientIds: string[], name: string): Promise<void>;
}

/** What a merge does to the client's consent, whose record the consent module owns (it imports clients). */
export interface ClientConsents {
  /** Client `intoId` takes the newer of duplicate `fromId`'s consent changes, made by `changedBy`. */
  carryOver(tx: Tx, tenantId: string, fromId: string, intoId: string, changedBy: string): Promise<void>;
}

/** The other modules' sides of a merge or an erasure, handed in by modules.ts. */
export interface ClientRecordParts {
  appointments: ClientAppointments;
  consents: ClientConsents;
}

/** The fields a merge copies from the duplicate where the kept client has none. */
const FILLABLE = ['email', 'phone', 'birthdate', 'preferredStylistId', 'preferences', 'allergies'] as const;

/**
 * Merges client `duplicateId` into client `id`: the duplicate's appointments and notes move to
 * the client, its newer consent changes carry over, the client's empty fields take the duplicate's values, points adjustments add
 * up, and the duplicate is marked merged (it leaves lists; records merged into it follow). The
 * actor must see both. Errors: 403 below manager, 400 same client, 404 out of reach or merged,
 * 409 erased. Permission client:delete (the duplicate record goes away).
 */
export function mergeClients(
  db: Db,
  { appointments, consents }: ClientRecordParts,
  actor: Actor,
  id: string,
  duplicateId: string,
): Promise<Client> {
  if (!hasPermission(actor.role, 'client:merge')) {
    return Promise.reject(new AppError('FORBIDDEN', CLIENT_MESSAGES.mergeForbidden));
  }
  if (id === duplicateId) {
    return Promise.reject(
      new AppError('VALIDATION', CLIENT_MESSAGES.mergeSelf, [
        { path: 'duplicateId', message: CLIENT_MESSAGES.mergeSelf },
      ]),
    );
  }
  return withTenant(db, actor, async (tx) => {
    // A fixed lock order, so two merges of the same pair the other way round cannot deadlock.
    const [first, second] = id < duplicateId ? [id, duplicateId] : [duplicateId, id];
    const rows = new Map<string, ClientRow>();
    for (const key of [first, second]) rows.set(key, await loadClientForWrite(tx, actor, key));
    const keep = rows.get(id);
    const duplicate = rows.get(duplicateId);
    if (!keep || !duplicate) throw new Error('merge rows not loaded');

    await appointments.reassign(tx, duplicate.id, keep.id);
    await moveNotes(tx, duplicate.id, keep.id);
    await consents.carryOver(tx, actor.tenantId, duplicate.id, keep.id, actor.userId);
    await repo.repointMerged(tx, duplicate.id, keep.id);

    const fill: repo.ClientUpdate = {};
    for (const field of FILLABLE) {
      if (keep[field] === null && duplicate[field] !== null)
        Object.assign(fill, { [field]: duplicate[field] });
    }
    if (duplicate.loyaltyPointsAdjustment !== 0) {
      fill.loyaltyPointsAdjustment = keep.loyaltyPointsAdjustment + duplicate.loyaltyPointsAdjustment;
    }
    if (Object.keys(fill).length > 0) await repo.updateClient(tx, keep, fill);
    await repo.updateClient(tx, duplicate, { mergedIntoId: keep.id, loyaltyPointsAdjustment: 0 });
    await recordEvent(tx, actor.tenantId, 'client.merged', {
      fromClientId: duplicate.id,
      intoClientId: keep.id,
    });
    return readClient(tx, keep.id);
  });
}

/**
 * Erases a client's personal data on request: name → ERASED_CLIENT_NAME, contact details,
 * birthdate, stylist, preferences and allergies removed, notes deleted; their appointments
 * keep time, service, staff, status and price (the books) under the erased name, without notes
 * or memo. Records merged into the client are erased with it. Erasing twice answers the erased
 * record. Errors: 403 below owner, 404 out of reach or merged. Permission client:delete.
 */
export function eraseClient(
  db: Db,
  appointments: ClientAppointments,
  actor: Actor,
  id: string,
): Promise<Client> {
  if (!hasPermission(actor.role, 'client:erase')) {
    return Promise.reject(new AppError('FORBIDDEN', CLIENT_MESSAGES.eraseForbidden));
  }
  return withTenant(db, actor, async (tx) => {
    const row = await repo.findClientRow(tx, id, crmReach(actor), true);
    if (!row) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.notFound);
    if (row.mergedIntoId) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.merged);
    const ids = [id, ...(await repo.mergedInto(tx, [id]))];
    await deleteNotesOf(tx, ids);
    await appointments.anonymise(tx, ids, ERASED_CLIENT_NAME);
    await repo.eraseClients(tx, ids, ERASED_CLIENT_NAME);
    await recordEvent(tx, actor.tenantId, 'client.erased', { clientIds: ids });
    return readClient(tx, id);
  });
}
