/**
 * The walk-ins module's demo step (full seed only; issue #15, #30): two clients waiting today at
 * the tenant's first location (Luxe Salon Manhattan), checked in a few minutes before the seed's
 * clock, one asking for a men's cut and one for a women's cut. Tenants whose menu lacks those
 * services get none.
 */
import type { DemoHook } from '../../core/demo.js';
import { servicesAt } from '../services/index.js';
import { insertVisit } from './walk-ins.repository.js';

/** Phones in E.164, as the walk-in contract stores them. */
const WAITING = [
  { clientName: 'Jordan Reyes', phone: '+12125550142', service: "Men's Haircut", minutesAgo: 12 },
  { clientName: 'Priya Shah', phone: '+12125550178', service: "Women's Haircut", minutesAgo: 4 },
];

/** Inserts the waiting walk-ins at the first location, checked in before `now`. */
export const walkInsDemo: DemoHook = async ({ tx, tenantId, now, history, made }) => {
  const [place] = made.places;
  if (!history || !place) return;
  const services = await servicesAt(tx, place.id, false);
  for (const w of WAITING) {
    const service = services.find((s) => s.name === w.service);
    if (!service) continue;
    await insertVisit(tx, {
      tenantId,
      establishmentId: place.id,
      clientName: w.clientName,
      phone: w.phone,
      serviceId: service.id,
      status: 'waiting',
      checkedInAt: new Date(now.getTime() - w.minutesAgo * 60_000),
    });
  }
};
