/**
 * The demo rooms and equipment: every Luxe location has two treatment rooms, a colour bar and a
 * hood dryer; Northside has a back room and a hot-towel cabinet. Deterministic: the same rows on
 * every load (the seed skips a tenant that already exists, so they are never duplicated).
 */
import type { ResourceKind } from '@daybook/contracts';
import type { Tx } from '../db/client.js';
import { insertResources } from '../modules/resources/index.js';

interface DemoResource {
  name: string;
  kind: ResourceKind;
}

const LUXE_RESOURCES: DemoResource[] = [
  { name: 'Treatment Room 1', kind: 'room' },
  { name: 'Treatment Room 2', kind: 'room' },
  { name: 'Colour Bar', kind: 'room' },
  { name: 'Hood Dryer', kind: 'equipment' },
];

const NORTHSIDE_RESOURCES: DemoResource[] = [
  { name: 'Back Room', kind: 'room' },
  { name: 'Hot-Towel Cabinet', kind: 'equipment' },
];

/** The rooms and equipment of every establishment of a demo tenant. */
export function demoResourcesFor(tenantName: string): DemoResource[] {
  if (tenantName === 'Luxe Salon Group') return LUXE_RESOURCES;
  if (tenantName === 'Northside Barbers') return NORTHSIDE_RESOURCES;
  return [];
}

/** Inserts the demo resources of each establishment inside the seed's tenant transaction, in one statement. */
export async function insertDemoResources(
  tx: Tx,
  tenant: { id: string; name: string },
  establishmentIds: string[],
): Promise<void> {
  const list = demoResourcesFor(tenant.name);
  await insertResources(
    tx,
    establishmentIds.flatMap((establishmentId) =>
      list.map((r) => ({ tenantId: tenant.id, establishmentId, name: r.name, kind: r.kind })),
    ),
  );
}
