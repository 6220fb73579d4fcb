/**
 * Marketing unsubscribes as a condition other modules' queries embed (issue #32 campaign
 * results): the consent table stays the consent module's, and the caller still answers a page of
 * figures in one statement. Runs under the caller's tenant (row-level security).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ConsentChannel } from '@daybook/contracts';
import { clientConsents as w } from './consent.schema.js';

/**
 * SQL true when client `clientId` withdrew marketing consent on `channel` at or after instant
 * `from` and before `from` + `days` days (a change to granted = false; an unchanged "no" writes
 * nothing, so it never counts). The arguments are SQL (columns of the caller's query or values);
 * client_consents_latest_idx answers it.
 */
export function withdrewMarketingWithin(
  clientId: SQL,
  channel: SQL | ConsentChannel,
  from: SQL,
  days: number,
): SQL {
  return sql`EXISTS (SELECT 1 FROM ${w} WHERE ${w.clientId} = ${clientId} AND ${w.channel} = ${channel}
    AND ${w.purpose} = 'marketing' AND NOT ${w.granted}
    AND ${w.createdAt} >= ${from} AND ${w.createdAt} < ${from} + make_interval(days => ${days}::int))`;
}
