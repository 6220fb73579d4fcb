/**
 * The per-day sales roll-ups of the metrics module (migration 0067): which days of a location are
 * rolled up, and rolling up a run of days from the one computation (sales-days.sql.ts). Inside
 * the caller's tenant transaction; money is integer cents; days are 'YYYY-MM-DD'.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { addDays, startOfLocalDay } from '../../lib/local-dates.js';
import { DAY_TOTAL_SUMS, dayLinesOf, dayTotalsOf, type Place, type Span } from './sales-days.sql.js';
import { monthEnd, monthsCompleted } from './sales-months.js';

/** The instants bounding local days `first`…`last` (inclusive) at `place`. */
export function spanOf(place: Place, first: string, last: string): Span {
  return {
    from: new Date(startOfLocalDay(first, place.timeZone)),
    to: new Date(startOfLocalDay(addDays(last, 1), place.timeZone)),
  };
}

/**
 * Per location, the last day rolled up in its current zone, or null when none is (a location
 * whose zone changed reads as not rolled up until the roller cuts its days again).
 */
export async function rolledThrough(tx: Tx, places: readonly Place[]): Promise<Map<string, string | null>> {
  const through = new Map<string, string | null>(places.map((p) => [p.id, null]));
  if (places.length === 0) return through;
  const arms = places.map((p) => sql`(${p.id}::uuid, ${p.timeZone}::text)`);
  const rows = await queryRows<{ establishment_id: string; last: string }>(
    tx,
    sql`SELECT d.establishment_id, max(d.day)::text AS last
      FROM sales_day_totals d JOIN (VALUES ${sql.join(arms, sql`, `)}) AS p(id, time_zone)
        ON p.id = d.establishment_id AND p.time_zone = d.time_zone
      GROUP BY d.establishment_id`,
  );
  for (const row of rows) through.set(row.establishment_id, row.last);
  return through;
}

/** Whether the location has days rolled up in another zone than its own now. */
export async function rolledInOtherZone(tx: Tx, place: Place): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM sales_day_totals
      WHERE establishment_id = ${place.id} AND time_zone <> ${place.timeZone}) AS found`,
  );
  return rows[0]!.found;
}

/** Forgets every rolled-up day of the location. */
export async function forgetPlace(tx: Tx, placeId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM sales_day_lines WHERE establishment_id = ${placeId}`);
  await tx.execute(sql`DELETE FROM sales_month_lines WHERE establishment_id = ${placeId}`);
  await tx.execute(sql`DELETE FROM sales_day_totals WHERE establishment_id = ${placeId}`);
}

/** The local day of the location's first sale, or null before its first. */
export async function firstSaleDay(tx: Tx, place: Place): Promise<string | null> {
  const rows = await queryRows<{ day: string | null }>(
    tx,
    sql`SELECT to_char(min(s.created_at) AT TIME ZONE ${place.timeZone}, 'YYYY-MM-DD') AS day
      FROM published.sales s WHERE s.establishment_id = ${place.id}`,
  );
  return rows[0]?.day ?? null;
}

/**
 * Rolls up local days `first`…`last` of the location afresh: replaces their rows with the
 * computation's, writes a totals row for each day, with or without sales, and adds up again each
 * month they touch that is whole once every day up to `through` (default `last`) is rolled up.
 */
export async function rollDays(
  tx: Tx,
  place: Place,
  first: string,
  last: string,
  through = last,
): Promise<void> {
  const span = spanOf(place, first, last);
  const days = sql`establishment_id = ${place.id} AND day BETWEEN ${first}::date AND ${last}::date`;
  await tx.execute(sql`DELETE FROM sales_day_lines WHERE ${days}`);
  await tx.execute(sql`DELETE FROM sales_day_totals WHERE ${days}`);
  await tx.execute(sql`INSERT INTO sales_day_lines (tenant_id, establishment_id, day, kind, staff_id, service_id,
      product_id, quantity, gross_cents, discount_cents, net_cents, tax_cents, refunded_net_cents, refunded_tax_cents)
    SELECT app_tenant_id(), l.* FROM (${dayLinesOf([{ place, span }])}) l`);
  const columns = sql.raw(DAY_TOTAL_SUMS.join(', '));
  const values = sql.raw(DAY_TOTAL_SUMS.map((c) => `coalesce(t.${c}, 0)`).join(', '));
  await tx.execute(sql`INSERT INTO sales_day_totals (tenant_id, establishment_id, day, time_zone, ${columns})
    SELECT app_tenant_id(), ${place.id}, g.day::date, ${place.timeZone}, ${values}
    FROM generate_series(${first}::date, ${last}::date, interval '1 day') AS g(day)
      LEFT JOIN (${dayTotalsOf([{ place, span }])}) t ON t.day = g.day::date`);
  const months = monthsCompleted(first, last, through);
  if (months) await rollMonths(tx, place.id, months.from, months.to);
}

/** Adds up again the day lines of whole months `from`…`to` (their 1sts) of the location. */
async function rollMonths(tx: Tx, placeId: string, from: string, to: string): Promise<void> {
  await tx.execute(sql`DELETE FROM sales_month_lines
    WHERE establishment_id = ${placeId} AND month BETWEEN ${from}::date AND ${to}::date`);
  await tx.execute(sql`INSERT INTO sales_month_lines (tenant_id, establishment_id, month, kind, staff_id, service_id,
      product_id, quantity, gross_cents, discount_cents, net_cents, tax_cents, refunded_net_cents, refunded_tax_cents)
    SELECT app_tenant_id(), establishment_id, date_trunc('month', day)::date, kind, staff_id, service_id, product_id,
      sum(quantity)::int, sum(gross_cents)::bigint, sum(discount_cents)::bigint, sum(net_cents)::bigint,
      sum(tax_cents)::bigint, sum(refunded_net_cents)::bigint, sum(refunded_tax_cents)::bigint
    FROM sales_day_lines
    WHERE establishment_id = ${placeId} AND day BETWEEN ${from}::date AND ${monthEnd(to)}::date
    GROUP BY establishment_id, date_trunc('month', day), kind, staff_id, service_id, product_id`);
}

/** When a sale was paid (null: no such sale in the tenant). */
export async function saleMoment(tx: Tx, transactionId: string): Promise<Date | null> {
  const rows = await queryRows<{ at: Date | string }>(
    tx,
    sql`SELECT created_at AS at FROM published.sales WHERE id = ${transactionId}`,
  );
  return rows[0] ? new Date(rows[0].at) : null;
}

/** When a refund was made (null: no such refund in the tenant). */
export async function refundMoment(tx: Tx, refundId: string): Promise<Date | null> {
  const rows = await queryRows<{ at: Date | string }>(
    tx,
    sql`SELECT created_at AS at FROM published.sale_refunds WHERE id = ${refundId}`,
  );
  return rows[0] ? new Date(rows[0].at) : null;
}
