/**
 * The demo rooms and equipment (the resources module's demo step, issue #30): every Luxe location
 * has two treatment rooms, a colour bar and a hood dryer; Northside has a back room and a
 * hot-towel cabinet. Deterministic: the same rows on every load (the seed skips a tenant that
 * already exists, so they are never duplicated).
 */
import type { ResourceKind } from '@daybook/contracts';
import type { DemoHook } from '../../core/demo.js';
import { insertResources } from './resources.service.js';

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
function demoResourcesFor(tenantName: string): DemoResource[] {
  if (tenantName === 'Luxe Salon Group') return LUXE_RESOURCES;
  if (tenantName === 'Northside Barbers') return NORTHSIDE_RESOURCES;
  return [];
}

/** Inserts the demo resources of each of the tenant's locations, in one statement. */
export const resourcesDemo: DemoHook = async ({ tx, tenantId, plan, made }) => {
  const list = demoResourcesFor(plan.name);
  await insertResources(
    tx,
    made.places.flatMap((place) =>
      list.map((r) => ({ tenantId, establishmentId: place.id, name: r.name, kind: r.kind })),
    ),
  );
};
