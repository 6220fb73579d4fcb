/**
 * Who a segment holds now (issue #32): the SQL filter's clients, less those without the consent
 * the filter asks for. Consent is the consent module's (consentOf: latest change, else the
 * default, which for marketing is no), asked once per batch of ids, never per client.
 */
import { dataScope, type SegmentFilter } from '@daybook/contracts';
import type { Actor } from '../../core/actor.js';
import type { Tx } from '../../db/client.js';
import { consentOf } from '../consent/index.js';
import { matchingClientIds, type SegmentReach } from './segments.repository.js';

/**
 * Whose clients `actor` reaches (core.md §6): undefined for an owner or admin (every client of
 * the tenant), else those whose home location is one the actor works at, as in the CRM.
 */
export function clientReachOf(actor: Pick<Actor, 'role' | 'establishmentIds'>): SegmentReach {
  return dataScope(actor.role, 'client') === 'tenant'
    ? undefined
    : { establishmentIds: actor.establishmentIds };
}

/** Ids per consentOf call: far below PostgreSQL's 65,535 parameters. */
const CONSENT_BATCH = 10_000;

/**
 * The ids of the clients `filter` holds now, by name (two statements, or more only past 10,000
 * candidates with a consent filter), among every client of the tenant or, with `reach`, those
 * whose home location is one of its ids. Campaigns call this at send time.
 */
export async function segmentMembers(tx: Tx, filter: SegmentFilter, reach?: SegmentReach): Promise<string[]> {
  const ids = await matchingClientIds(tx, filter, reach);
  const consent = filter.consent;
  if (!consent) return ids;
  const granted = new Set<string>();
  for (let i = 0; i < ids.length; i += CONSENT_BATCH) {
    const answers = await consentOf(tx, ids.slice(i, i + CONSENT_BATCH), consent.channel, consent.purpose);
    for (const [id, yes] of answers) if (yes) granted.add(id);
  }
  return ids.filter((id) => granted.has(id));
}
