/**
 * The one computation of a location's sales per local day (issue #31 "One metrics layer"), as
 * SQL over what checkout publishes: what each kind of line, staff member and service or product
 * sold that day and had refunded that day, and the day's tickets, tenders and refunds. The
 * roll-ups store exactly these rows for days that are over; a report reads them for the days
 * since. Days are cut in the location's zone; money is integer cents.
 */
import { sql, type SQL } from 'drizzle-orm';

/** A location as its days are cut. */
export interface Place {
  id: string;
  timeZone: string;
}

/** Instants [from, to) bounding whole local days of one location. */
export interface Span {
  from: Date;
  to: Date;
}

/** The local day (a `date`) of instant `column` at `place`. */
const dayOf = (place: Place, column: SQL): SQL => sql`(${column} AT TIME ZONE ${place.timeZone})::date`;

/**
 * Per local day, kind ('service', 'product', 'tip'), staff member, service and product: sold
 * quantity, gross, discount, net and tax of the day's sales (a tip's amount as its net), and the
 * net and tax that refunds made that day took back. Columns as sales_day_lines, without the tenant.
 */
export function dayLinesOf(place: Place, span: Span): SQL {
  const sold = sql`s.establishment_id = ${place.id} AND s.created_at >= ${span.from} AND s.created_at < ${span.to}`;
  return sql`SELECT ${place.id}::uuid AS establishment_id, x.day, x.kind, x.staff_id, x.service_id, x.product_id,
      sum(x.quantity)::int AS quantity, sum(x.gross)::bigint AS gross_cents,
      sum(x.discount)::bigint AS discount_cents, sum(x.net)::bigint AS net_cents, sum(x.tax)::bigint AS tax_cents,
      sum(x.refunded_net)::bigint AS refunded_net_cents, sum(x.refunded_tax)::bigint AS refunded_tax_cents
    FROM (
      SELECT ${dayOf(place, sql`s.created_at`)} AS day, l.kind, l.staff_id, l.service_id, l.product_id,
        l.quantity, l.gross_cents AS gross, l.discount_cents AS discount, l.net_cents AS net, l.tax_cents AS tax,
        0 AS refunded_net, 0 AS refunded_tax
      FROM published.sales s JOIN published.sale_lines l ON l.transaction_id = s.id
      WHERE ${sold}
      UNION ALL
      SELECT ${dayOf(place, sql`s.created_at`)}, 'tip', t.staff_id, NULL, NULL, 0, 0, 0, t.amount_cents, 0, 0, 0
      FROM published.sales s JOIN published.sale_tips t ON t.transaction_id = s.id
      WHERE ${sold}
      UNION ALL
      SELECT ${dayOf(place, sql`r.refunded_at`)}, r.kind, r.staff_id, r.service_id, r.product_id, 0, 0, 0, 0, 0,
        r.net_cents, r.tax_cents
      FROM published.sale_refund_lines r
      WHERE r.establishment_id = ${place.id} AND r.refunded_at >= ${span.from} AND r.refunded_at < ${span.to}
    ) x
    GROUP BY x.day, x.kind, x.staff_id, x.service_id, x.product_id`;
}

/** The money columns of a day's totals, as sales_day_totals names them (cents). */
export const DAY_TOTAL_SUMS = [
  'gross_cents',
  'discount_cents',
  'service_net_cents',
  'service_refunded_cents',
  'product_net_cents',
  'product_refunded_cents',
  'tax_cents',
  'refunded_tax_cents',
  'tips_cents',
  'refunded_tips_cents',
  'tickets',
  'card_cents',
  'cash_cents',
  'refunds',
  'refunded_card_cents',
  'refunded_cash_cents',
] as const;

/**
 * Per local day with a sale or a refund: the day's lines added up (gross, discounts, services and
 * retail sold and refunded, tax charged and refunded, tips given and refunded), its tickets (sales
 * paid), card and cash tendered, refunds made and their money back to card and to cash. Columns
 * as sales_day_totals, without the tenant and the zone.
 */
export function dayTotalsOf(place: Place, span: Span): SQL {
  const of = (kind: string, column: string) =>
    sql.raw(`CASE WHEN l.kind = '${kind}' THEN l.${column} ELSE 0 END`);
  const sums = DAY_TOTAL_SUMS.map((c) => sql.raw(`sum(x.${c})::bigint AS ${c}`));
  return sql`SELECT ${place.id}::uuid AS establishment_id, x.day, ${sql.join(sums, sql`, `)}
    FROM (
      SELECT l.day, l.gross_cents, l.discount_cents, ${of('service', 'net_cents')} AS service_net_cents,
        ${of('service', 'refunded_net_cents')} AS service_refunded_cents, ${of('product', 'net_cents')} AS product_net_cents,
        ${of('product', 'refunded_net_cents')} AS product_refunded_cents, l.tax_cents, l.refunded_tax_cents,
        ${of('tip', 'net_cents')} AS tips_cents, ${of('tip', 'refunded_net_cents')} AS refunded_tips_cents,
        0 AS tickets, 0 AS card_cents, 0 AS cash_cents, 0 AS refunds, 0 AS refunded_card_cents, 0 AS refunded_cash_cents
      FROM (${dayLinesOf(place, span)}) l
      UNION ALL
      SELECT ${dayOf(place, sql`s.created_at`)}, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, m.card, m.cash, 0, 0, 0
      FROM published.sales s
        CROSS JOIN LATERAL (SELECT coalesce(sum(t.amount_cents) FILTER (WHERE t.type = 'card'), 0) AS card,
            coalesce(sum(t.amount_cents) FILTER (WHERE t.type = 'cash'), 0) AS cash
          FROM published.sale_tenders t WHERE t.transaction_id = s.id) m
      WHERE s.establishment_id = ${place.id} AND s.created_at >= ${span.from} AND s.created_at < ${span.to}
      UNION ALL
      SELECT ${dayOf(place, sql`r.created_at`)}, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
        r.amount_cents - r.cash_cents, r.cash_cents
      FROM published.sale_refunds r JOIN published.sales s ON s.id = r.transaction_id
      WHERE s.establishment_id = ${place.id} AND r.created_at >= ${span.from} AND r.created_at < ${span.to}
    ) x
    GROUP BY x.day`;
}
