/**
 * A client merge's side of consent (issue #32 "Consent"; core.md §7 "CRM", merge): the record
 * is append-only, so the duplicate's rows stay where they are and the kept client gains, per
 * channel and purpose, the duplicate's latest change where that change is newer than the kept
 * client's own. An unsubscribe given through a duplicate's email is so never lost in a merge,
 * and an older choice never overrides a newer one.
 */
import { CONSENT_DEFAULTS } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import * as repo from './consent.repository.js';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * Appends to client `intoId` the duplicate `fromId`'s newer consent changes, each naming its
 * origin in `detail` and made by `changedBy` (the person merging). Call inside the merge's
 * transaction, with both client rows locked.
 */
export async function carryConsentOnMerge(
  tx: Tx,
  tenantId: string,
  fromId: string,
  intoId: string,
  changedBy: string,
): Promise<void> {
  const latest = await repo.latestConsents(tx, [fromId, intoId]);
  const kept = new Map(
    latest.filter((r) => r.clientId === intoId).map((r) => [`${r.channel}:${r.purpose}`, r]),
  );
  const rows: repo.ConsentInsert[] = [];
  for (const change of latest.filter((r) => r.clientId === fromId)) {
    const own = kept.get(`${change.channel}:${change.purpose}`);
    if (own && own.createdAt >= change.createdAt) continue;
    if ((own?.granted ?? CONSENT_DEFAULTS[change.purpose]) === change.granted) continue;
    rows.push({
      tenantId,
      clientId: intoId,
      channel: change.channel,
      purpose: change.purpose,
      granted: change.granted,
      source: change.source,
      changedBy,
      detail: `From a merged duplicate record, changed ${DAY.format(change.createdAt)} (UTC)`,
    });
  }
  await repo.insertConsents(tx, rows);
}
