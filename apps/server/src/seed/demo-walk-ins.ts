/**
 * Demo walk-ins (full seed only; issue #15): two clients waiting today at the tenant's first
 * location (Luxe Salon Manhattan), checked in a few minutes before the seed's clock, one asking
 * for a men's cut and one for a women's cut. Tenants whose menu lacks those services get none.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { queryRows } from '../db/client.js';

/** Phones in E.164, as the walk-in contract stores them. */
const WAITING = [
  { clientName: 'Jordan Reyes', phone: '+12125550142', service: "Men's Haircut", minutesAgo: 12 },
  { clientName: 'Priya Shah', phone: '+12125550178', service: "Women's Haircut", minutesAgo: 4 },
];

/** Inserts the waiting walk-ins at `establishmentIds[0]`, checked in before `now`. */
export async function insertDemoWalkIns(
  tx: Tx,
  tenantId: string,
  establishmentIds: string[],
  now: Date,
): Promise<void> {
  const [place] = establishmentIds;
  if (!place) return;
  const services = await queryRows<{ id: string; name: string }>(
    tx,
    sql`SELECT id, name FROM services WHERE establishment_id = ${place} AND is_active`,
  );
  for (const w of WAITING) {
    const service = services.find((s) => s.name === w.service);
    if (!service) continue;
    const checkedInAt = new Date(now.getTime() - w.minutesAgo * 60_000);
    await tx.execute(sql`
      INSERT INTO walk_in_visits (tenant_id, establishment_id, client_name, phone, service_id, status, checked_in_at)
      VALUES (${tenantId}, ${place}, ${w.clientName}, ${w.phone}, ${service.id}, 'waiting', ${checkedInAt.toISOString()})`);
  }
}
