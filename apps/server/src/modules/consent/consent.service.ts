/**
 * Client consent (issue #32, first slice): a client's four switches and their history for the
 * CRM, a staff member's change, and the client's own withdrawal through a signed unsubscribe
 * link. The record is append-only; a change to the value already in force writes nothing.
 */
import {
  CLIENT_MESSAGES,
  CONSENT_CHANNELS,
  CONSENT_DEFAULTS,
  CONSENT_HISTORY_MAX,
  CONSENT_MESSAGES,
  CONSENT_PURPOSES,
  type ClientConsent,
  type ConsentChangeBody,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentSource,
  type UnsubscribeState,
} from '@daybook/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { businessNameOf } from '../auth/index.js';
import { openClient } from '../clients/index.js';
import * as repo from './consent.repository.js';
import { verifyUnsubscribe, type UnsubscribeClaim } from './consent.token.js';

/** One change to record; `changedBy` null when the client (or the import) made it. */
export interface ConsentChangeRecord {
  clientId: string;
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  granted: boolean;
  source: ConsentSource;
  changedBy: string | null;
  /** Where from, e.g. 'unsubscribe link', the import's file name; never a secret. */
  detail: string | null;
}

const key = (clientId: string, channel: ConsentChannel, purpose: ConsentPurpose) =>
  `${clientId}:${channel}:${purpose}`;

/**
 * Whether each of `clientIds` consents to `channel` for `purpose` now: the latest recorded
 * change, else CONSENT_DEFAULTS (reminders yes, marketing no). One query, whatever the count.
 */
export async function consentOf(
  tx: Tx,
  clientIds: readonly string[],
  channel: ConsentChannel,
  purpose: ConsentPurpose,
): Promise<Map<string, boolean>> {
  const latest = await repo.latestConsents(tx, clientIds, { channel, purpose });
  const found = new Map(latest.map((r) => [r.clientId, r.granted]));
  return new Map(clientIds.map((id) => [id, found.get(id) ?? CONSENT_DEFAULTS[purpose]]));
}

/**
 * Appends `change` unless it is the value already in force (recorded or default); answers
 * whether a row was written. Changes to one client's switch wait for each other (a transaction
 * lock), so two at once cannot both see the old value and both write.
 */
export async function recordConsent(tx: Tx, tenantId: string, change: ConsentChangeRecord): Promise<boolean> {
  const { clientId, channel, purpose } = change;
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${key(clientId, channel, purpose)}, 0))`,
  );
  const current = await consentOf(tx, [clientId], channel, purpose);
  if (current.get(clientId) === change.granted) return false;
  await repo.insertConsents(tx, [{ tenantId, ...change }]);
  return true;
}

/**
 * Records the consent a file gave clients created in this same transaction (the CSV import:
 * source 'import', by the importing person), in a few statements
 * however many. Only values that differ from CONSENT_DEFAULTS are written, as recordConsent
 * would; the clients are new, so no other change can race these and no lock is taken.
 */
export async function recordImportedConsents(
  tx: Tx,
  tenantId: string,
  changedBy: string,
  changes: readonly Pick<ConsentChangeRecord, 'clientId' | 'channel' | 'purpose' | 'granted'>[],
): Promise<number> {
  const rows = changes
    .filter((c) => c.granted !== CONSENT_DEFAULTS[c.purpose])
    .map((c) => ({ tenantId, ...c, source: 'import' as const, changedBy, detail: null }));
  await repo.insertConsents(tx, rows);
  return rows.length;
}

/** The four switches of a client (defaults applied) and its latest changes, newest first. */
async function readConsent(tx: Tx, clientId: string): Promise<ClientConsent> {
  const latest = await repo.latestConsents(tx, [clientId]);
  const byKey = new Map(latest.map((r) => [key(r.clientId, r.channel, r.purpose), r]));
  const current = CONSENT_CHANNELS.flatMap((channel) =>
    CONSENT_PURPOSES.map((purpose) => {
      const row = byKey.get(key(clientId, channel, purpose));
      return row
        ? {
            channel,
            purpose,
            granted: row.granted,
            changedAt: row.createdAt.toISOString(),
            source: row.source,
          }
        : {
            channel,
            purpose,
            granted: CONSENT_DEFAULTS[purpose],
            changedAt: null,
            source: 'default' as const,
          };
    }),
  );
  const history = (await repo.consentHistory(tx, clientId, CONSENT_HISTORY_MAX)).map((r) => ({
    channel: r.channel,
    purpose: r.purpose,
    granted: r.granted,
    source: r.source,
    changedBy: r.changedBy ? { id: r.changedBy, name: r.changedByName ?? 'Former staff member' } : null,
    detail: r.detail,
    changedAt: r.createdAt.toISOString(),
  }));
  return { current, history };
}

/**
 * GET …/clients/{id}/consent: the client's consent and history (client:read). 404 when the
 * client is out of the actor's reach, in another tenant or merged away.
 */
export function getConsent(db: Db, actor: Actor, clientId: string): Promise<ClientConsent> {
  return withTenant(db, actor, async (tx) => {
    const client = await openClient(tx, actor, clientId);
    if (!client) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.notFound);
    if (client.mergedIntoId) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.merged);
    return readConsent(tx, clientId);
  });
}

/**
 * PUT …/clients/{id}/consent: sets one switch as a staff change by the actor (client:update); the
 * value in force already writes nothing. 404 out of reach or merged, 409 erased.
 */
export function setConsent(
  db: Db,
  actor: Actor,
  clientId: string,
  body: ConsentChangeBody,
): Promise<ClientConsent> {
  return withTenant(db, actor, async (tx) => {
    const client = await openClient(tx, actor, clientId, true);
    if (!client) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.notFound);
    if (client.mergedIntoId) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.merged);
    if (client.erased) throw new AppError('CONFLICT', CLIENT_MESSAGES.erased);
    await recordConsent(tx, actor.tenantId, {
      clientId,
      ...body,
      source: 'staff',
      changedBy: actor.userId,
      detail: null,
    });
    return readConsent(tx, clientId);
  });
}

/**
 * Runs `work` in the tenant the token names, with its client (the record it was merged into, if
 * any): 404 with CONSENT_MESSAGES.linkInvalid for a token the server did not sign or a client
 * that is gone.
 */
async function withClaim<T>(
  db: Db,
  secret: string,
  token: string,
  work: (tx: Tx, claim: UnsubscribeClaim) => Promise<T>,
): Promise<T> {
  const claim = verifyUnsubscribe(secret, token);
  if (!claim) throw new AppError('NOT_FOUND', CONSENT_MESSAGES.linkInvalid);
  return withTenant(db, { tenantId: claim.tenantId }, async (tx) => {
    let client = await openClient(tx, null, claim.clientId, true);
    // A link mailed before a merge speaks for the record the client now is.
    if (client?.mergedIntoId) client = await openClient(tx, null, client.mergedIntoId, true);
    if (!client) throw new AppError('NOT_FOUND', CONSENT_MESSAGES.linkInvalid);
    return work(tx, { ...claim, clientId: client.id });
  });
}

async function stateOf(tx: Tx, claim: UnsubscribeClaim): Promise<UnsubscribeState> {
  const granted = (await consentOf(tx, [claim.clientId], claim.channel, claim.purpose)).get(claim.clientId);
  return {
    businessName: await businessNameOf(tx, claim.tenantId),
    channel: claim.channel,
    purpose: claim.purpose,
    granted: granted ?? CONSENT_DEFAULTS[claim.purpose],
  };
}

/** GET /api/public/unsubscribe/{token}: the business and the consent the link names. */
export function unsubscribeState(db: Db, secret: string, token: string): Promise<UnsubscribeState> {
  return withClaim(db, secret, token, stateOf);
}

/**
 * POST /api/public/unsubscribe/{token} (RFC 8058 one-click, or the public page's button):
 * withdraws the consent the link names as the client's own change; again writes nothing.
 */
export function unsubscribe(db: Db, secret: string, token: string): Promise<UnsubscribeState> {
  return withClaim(db, secret, token, async (tx, claim) => {
    await recordConsent(tx, claim.tenantId, {
      clientId: claim.clientId,
      channel: claim.channel,
      purpose: claim.purpose,
      granted: false,
      source: 'client',
      changedBy: null,
      detail: 'unsubscribe link',
    });
    return stateOf(tx, claim);
  });
}
