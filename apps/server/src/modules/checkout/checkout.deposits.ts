/**
 * The deposits a location's takings should bring to its bank (issue #31 reconciliation; spec
 * operations.md §1 Financials), derived here because checkout owns sales and drawers: a card
 * settlement per local business day (card tenders taken that day less the card part of refunds
 * made that day) and a cash deposit per drawer closed that day (counted cash less its float).
 * Days are cut in the location's zone; money is integer cents.
 */
import { sql } from 'drizzle-orm';
import type { DepositKind } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { addDays, startOfLocalDay } from '../../lib/local-dates.js';

/** One expected deposit: its key ('card:YYYY-MM-DD' or 'cash:<drawer session id>'). */
export interface DepositDue {
  key: string;
  kind: DepositKind;
  /** The local business day of the takings (the drawer's closing day for cash). */
  businessDay: string;
  amountCents: number;
  /** Card payments settled, or 1 for a drawer. */
  payments: number;
}

interface DepositRow {
  kind: DepositKind;
  ref: string;
  day: string;
  cents: string | number;
  payments: string | number;
}

/**
 * The positive deposits of location `establishmentId` (zone `timeZone`) for business days
 * `from`–`to` inclusive, oldest first, card before cash on a day. A day whose card refunds
 * outweigh its card takings settles nothing into the bank and is left out.
 */
export async function depositsDue(
  tx: Tx,
  establishmentId: string,
  timeZone: string,
  from: string,
  to: string,
): Promise<DepositDue[]> {
  const start = new Date(startOfLocalDay(from, timeZone));
  const end = new Date(startOfLocalDay(addDays(to, 1), timeZone));
  const day = (column: string) => sql`to_char(${sql.raw(column)} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await queryRows<DepositRow>(
    tx,
    sql`WITH card AS (
          SELECT ${day('t.created_at')} AS day, tt.amount_cents AS cents, 1 AS payments
            FROM transaction_tenders tt JOIN transactions t ON t.id = tt.transaction_id
           WHERE t.establishment_id = ${establishmentId} AND tt.type = 'card'
             AND t.created_at >= ${start} AND t.created_at < ${end}
          UNION ALL
          SELECT ${day('r.created_at')}, -(r.amount_cents - r.cash_cents), 0
            FROM transaction_refunds r JOIN transactions t ON t.id = r.transaction_id
           WHERE t.establishment_id = ${establishmentId} AND r.amount_cents > r.cash_cents
             AND r.created_at >= ${start} AND r.created_at < ${end}
        )
        SELECT 'card' AS kind, day AS ref, day, sum(cents) AS cents, sum(payments) AS payments
          FROM card GROUP BY day HAVING sum(cents) > 0
        UNION ALL
        SELECT 'cash', s.id::text, ${day('s.closed_at')}, s.counted_cents - s.float_cents, 1
          FROM cash_drawer_sessions s
         WHERE s.establishment_id = ${establishmentId} AND s.status = 'closed'
           AND s.closed_at >= ${start} AND s.closed_at < ${end}
           AND s.counted_cents > s.float_cents
        ORDER BY day, kind, ref`,
  );
  return rows.map((r) => ({
    key: `${r.kind}:${r.ref}`,
    kind: r.kind,
    businessDay: r.day,
    amountCents: Number(r.cents),
    payments: Number(r.payments),
  }));
}

/**
 * The deposit `key` of location `establishmentId` when it expects one (a card key's day with
 * net card takings, a closed drawer of the location with cash above its float); else undefined.
 */
export async function depositDue(
  tx: Tx,
  establishmentId: string,
  timeZone: string,
  key: string,
): Promise<DepositDue | undefined> {
  const [kind, ref = ''] = key.split(/:(.*)/s);
  const day = kind === 'card' ? ref : await drawerClosingDay(tx, establishmentId, timeZone, ref);
  if (!day) return undefined;
  return (await depositsDue(tx, establishmentId, timeZone, day, day)).find((d) => d.key === key);
}

async function drawerClosingDay(
  tx: Tx,
  establishmentId: string,
  timeZone: string,
  sessionId: string,
): Promise<string | undefined> {
  const [row] = await queryRows<{ day: string }>(
    tx,
    sql`SELECT to_char(closed_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day FROM cash_drawer_sessions
         WHERE id = ${sessionId} AND establishment_id = ${establishmentId} AND status = 'closed'`,
  );
  return row?.day;
}
