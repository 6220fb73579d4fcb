/**
 * Reminder results (issue #32 "Results … per reminder flow: sent, and the no-show rate of
 * reminded against unreminded appointments"), defined here once. Over location
 * `establishmentId`'s appointments (published.appointments) that started in [from, to) and ended,
 * status completed or no_show (cancelled ones and those still to come are left out):
 * - `flows[].sent`: messages of that reminder flow with status 'sent' about one of those
 *   appointments (an email and a text of the same reminder are two messages);
 * - `reminded`: those appointments whose visit had at least one reminder (either flow, any
 *   channel, any time) sent; `unreminded`: the others; each with how many are no_show.
 * Each appointment row counts once, so a visit of two parts counts twice. A visit's messages go
 * through its lead part (automations.visit.ts), so every part of a reminded visit is reminded.
 * Skipped and failed messages remind nobody.
 */
import { sql } from 'drizzle-orm';
import { AUTOMATION_REMINDER_FLOWS, type AutomationResults } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { automationSends as s } from './automations.schema.js';

interface ResultRow {
  reminded: number;
  reminded_no_shows: number;
  unreminded: number;
  unreminded_no_shows: number;
  reminder_first: number;
  reminder_second: number;
}

/**
 * The figures above in one statement: the ended appointments by the location's start index
 * (appointments_establishment_start_idx), a visit's parts by appointments_visit_idx, and their
 * sends by automation_sends_once (appointment_id first).
 */
export async function reminderResults(
  tx: Tx,
  establishmentId: string,
  from: Date,
  to: Date,
): Promise<Pick<AutomationResults, 'flows' | 'reminded' | 'unreminded'>> {
  const flows = sql.join(
    AUTOMATION_REMINDER_FLOWS.map((f) => sql`${f}`),
    sql`, `,
  );
  const reminderSent = sql`${s.flow} IN (${flows}) AND ${s.status} = 'sent'`;
  const [row] = await queryRows<ResultRow>(
    tx,
    sql`WITH ended AS (
          SELECT a.id, a.status = 'no_show' AS no_show,
            (EXISTS (SELECT 1 FROM ${s} WHERE ${s.appointmentId} = a.id AND ${reminderSent})
              OR (a.visit_id IS NOT NULL AND EXISTS (SELECT 1 FROM published.appointments p
                JOIN ${s} ON ${s.appointmentId} = p.id WHERE p.visit_id = a.visit_id AND ${reminderSent})))
              AS reminded
          FROM published.appointments a
          WHERE a.establishment_id = ${establishmentId} AND a.status IN ('completed', 'no_show')
            AND a.starts_at >= ${from.toISOString()} AND a.starts_at < ${to.toISOString()}
        )
        SELECT count(*) FILTER (WHERE reminded)::int AS reminded,
          count(*) FILTER (WHERE reminded AND no_show)::int AS reminded_no_shows,
          count(*) FILTER (WHERE NOT reminded)::int AS unreminded,
          count(*) FILTER (WHERE NOT reminded AND no_show)::int AS unreminded_no_shows,
          (SELECT count(*) FROM ${s} JOIN ended e ON e.id = ${s.appointmentId}
            WHERE ${s.flow} = 'reminder_first' AND ${s.status} = 'sent')::int AS reminder_first,
          (SELECT count(*) FROM ${s} JOIN ended e ON e.id = ${s.appointmentId}
            WHERE ${s.flow} = 'reminder_second' AND ${s.status} = 'sent')::int AS reminder_second
        FROM ended`,
  );
  return {
    flows: AUTOMATION_REMINDER_FLOWS.map((flow) => ({ flow, sent: row?.[flow] ?? 0 })),
    reminded: { appointments: row?.reminded ?? 0, noShows: row?.reminded_no_shows ?? 0 },
    unreminded: { appointments: row?.unreminded ?? 0, noShows: row?.unreminded_no_shows ?? 0 },
  };
}
