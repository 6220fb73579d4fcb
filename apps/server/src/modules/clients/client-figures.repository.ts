/**
 * SQL that refreshes the stored client figures (client_figures, migrations 0022 and 0060): what
 * the client list's order by a figure and the CSV export read as rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';

async function refresh(tx: Tx, ids: SQL): Promise<number> {
  const [row] = await queryRows<{ written: number }>(
    tx,
    sql`SELECT client_figures_refresh(${ids}) AS written`,
  );
  return row?.written ?? 0;
}

/** Refreshes the figures of clients `clientIds` (ids of another tenant are not seen). Answers rows written. */
export function refreshClients(tx: Tx, clientIds: readonly string[]): Promise<number> {
  if (clientIds.length === 0) return Promise.resolve(0);
  return refresh(tx, sql`${`{${clientIds.join(',')}}`}::uuid[]`);
}

/**
 * Refreshes the figures of the clients of appointments `appointmentIds` (read from what the
 * appointments module publishes); `completedOnly`: only where the appointment is now completed.
 */
export function refreshClientsOfAppointments(
  tx: Tx,
  appointmentIds: readonly string[],
  completedOnly: boolean,
): Promise<number> {
  if (appointmentIds.length === 0) return Promise.resolve(0);
  const ids = `{${appointmentIds.join(',')}}`;
  return refresh(
    tx,
    sql`ARRAY(SELECT DISTINCT a.client_id FROM published.appointments a
      WHERE a.id = ANY(${ids}::uuid[]) AND a.client_id IS NOT NULL
        ${completedOnly ? sql`AND a.status = 'completed'` : sql``})`,
  );
}

/** Refreshes every client of the caller's tenant. Answers the rows that changed. */
export function refreshAllClients(tx: Tx): Promise<number> {
  return refresh(tx, sql`ARRAY(SELECT id FROM clients)`);
}
