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

/** Instants of one location: the computation reads what happened at `place` in `span`. */
export interface PlaceSpan {
  place: Place;
  span: Span;
}

/**
 * The spans as a derived table `sp` (establishment_id, time_zone, from_at, to_at): the
 * computation is written, and planned, once however many locations and runs of days it reads.
 */
function spansTable(spans: readonly PlaceSpan[]): SQL {
  const rows = spans.map(
    ({ place, span }) =>
      sql`(${place.id}::uuid, ${place.timeZone}::text, ${span.from}::timestamptz, ${span.to}::timestamptz)`,
  );
  return sql`(VALUES ${sql.join(rows, sql`, `)}) AS sp(establishment_id, time_zone, from_at, to_at)`;
}

/** The local day (a `date`) of instant `column` in the zone of span `sp`. */
const dayOf = (column: SQL): SQL => sql`(${column} AT TIME ZONE sp.time_zone)::date`;

/**
 * `sp` and, as `s`, the sales (id, created_at) paid at each span's location within it. A lateral
 * subquery kept apart (OFFSET 0) reads each span through the time-ordered index; joined plainly,
 * the planner hashed every sale of the tenant against the spans (78 ms for a week's dashboard).
 */
function salesIn(spans: readonly PlaceSpan[]): SQL {
  return sql`${spansTable(spans)} CROSS JOIN LATERAL (SELECT s.id, s.created_at FROM published.sales s
    WHERE s.establishment_id = sp.establishment_id AND s.created_at >= sp.from_at AND s.created_at < sp.to_at
    OFFSET 0) s`;
}

/**
 * Per location, local day, kind ('service', 'product', 'tip'), staff member, service and product
 * within the spans: sold quantity, gross, discount, net and tax of the day's sales (a tip's
 * amount as its net), and the net and tax that refunds made that day took back. Columns as
 * sales_day_lines, without the tenant. Spans of one location must not overlap.
 */
export function dayLinesOf(spans: readonly PlaceSpan[]): SQL {
  return sql`SELECT x.establishment_id, x.day, x.kind, x.staff_id, x.service_id, x.product_id,
      sum(x.quantity)::int AS quantity, sum(x.gross)::bigint AS gross_cents,
      sum(x.discount)::bigint AS discount_cents, sum(x.net)::bigint AS net_cents, sum(x.tax)::bigint AS tax_cents,
      sum(x.refunded_net)::bigint AS refunded_net_cents, sum(x.refunded_tax)::bigint AS refunded_tax_cents
    FROM (
      SELECT sp.establishment_id, ${dayOf(sql`s.created_at`)} AS day, l.kind, l.staff_id, l.service_id, l.product_id,
        l.quantity, l.gross_cents AS gross, l.discount_cents AS discount, l.net_cents AS net, l.tax_cents AS tax,
        0 AS refunded_net, 0 AS refunded_tax
      FROM ${salesIn(spans)} JOIN published.sale_lines l ON l.transaction_id = s.id
      UNION ALL
      SELECT sp.establishment_id, ${dayOf(sql`s.created_at`)}, 'tip', t.staff_id, NULL, NULL, 0, 0, 0, t.amount_cents, 0, 0, 0
      FROM ${salesIn(spans)} JOIN published.sale_tips t ON t.transaction_id = s.id
      UNION ALL
      SELECT sp.establishment_id, ${dayOf(sql`r.refunded_at`)}, r.kind, r.staff_id, r.service_id, r.product_id, 0, 0, 0, 0, 0,
        r.net_cents, r.tax_cents
      FROM ${spansTable(spans)} CROSS JOIN LATERAL (SELECT r.* FROM published.sale_refund_lines r
        WHERE r.establishment_id = sp.establishment_id AND r.refunded_at >= sp.from_at AND r.refunded_at < sp.to_at
        OFFSET 0) r
    ) x
    GROUP BY x.establishment_id, x.day, x.kind, x.staff_id, x.service_id, x.product_id`;
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
 * Per location and local day with a sale or a refund within the spans: the day's lines added up
 * (gross, discounts, services and retail sold and refunded, tax charged and refunded, tips given
 * and refunded), its tickets (sales paid), card and cash tendered, refunds made and their money
 * back to card and to cash. Columns as sales_day_totals, without the tenant and the zone.
 */
export function dayTotalsOf(spans: readonly PlaceSpan[]): SQL {
  const of = (kind: string, column: string) =>
    sql.raw(`CASE WHEN l.kind = '${kind}' THEN l.${column} ELSE 0 END`);
  const sums = DAY_TOTAL_SUMS.map((c) => sql.raw(`sum(x.${c})::bigint AS ${c}`));
  return sql`SELECT x.establishment_id, x.day, ${sql.join(sums, sql`, `)}
    FROM (
      SELECT l.establishment_id, l.day, l.gross_cents, l.discount_cents, ${of('service', 'net_cents')} AS service_net_cents,
        ${of('service', 'refunded_net_cents')} AS service_refunded_cents, ${of('product', 'net_cents')} AS product_net_cents,
        ${of('product', 'refunded_net_cents')} AS product_refunded_cents, l.tax_cents, l.refunded_tax_cents,
        ${of('tip', 'net_cents')} AS tips_cents, ${of('tip', 'refunded_net_cents')} AS refunded_tips_cents,
        0 AS tickets, 0 AS card_cents, 0 AS cash_cents, 0 AS refunds, 0 AS refunded_card_cents, 0 AS refunded_cash_cents
      FROM (${dayLinesOf(spans)}) l
      UNION ALL
      SELECT sp.establishment_id, ${dayOf(sql`s.created_at`)}, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, m.card, m.cash, 0, 0, 0
      FROM ${salesIn(spans)}
        CROSS JOIN LATERAL (SELECT coalesce(sum(t.amount_cents) FILTER (WHERE t.type = 'card'), 0) AS card,
            coalesce(sum(t.amount_cents) FILTER (WHERE t.type = 'cash'), 0) AS cash
          FROM published.sale_tenders t WHERE t.transaction_id = s.id) m
      UNION ALL
      SELECT sp.establishment_id, ${dayOf(sql`r.created_at`)}, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
        r.amount_cents - r.cash_cents, r.cash_cents
      FROM ${spansTable(spans)} CROSS JOIN LATERAL (SELECT r.* FROM published.sale_refunds r
        JOIN published.sales s ON s.id = r.transaction_id
        WHERE s.establishment_id = sp.establishment_id AND r.created_at >= sp.from_at AND r.created_at < sp.to_at
        OFFSET 0) r
    ) x
    GROUP BY x.establishment_id, x.day`;
}
