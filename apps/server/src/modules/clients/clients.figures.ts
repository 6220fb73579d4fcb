/**
 * The one place a client's visit and spend figures are derived (spec core.md §3 Client:
 * lastVisit, visitCount, totalSpent, averageSpend, lifetimeSpend, loyaltyPoints,
 * favoriteServices). Today they come from completed appointments (read by
 * client-visits.repository.ts); when payments exist, the lifetime spend (and with it loyalty)
 * adds them here and nowhere else.
 */

/** The raw figures one client row carries, before the loyalty rule applies. */
export interface RawFigures {
  visitCount: number;
  /** Integer cents spent on services (completed appointments' prices). */
  serviceCents: number;
  /** 'YYYY-MM-DD' of the latest completed appointment in its establishment's zone, or null. */
  lastVisit: string | null;
  favoriteServices: string[];
}

/** The derived figures on the wire: dollars, whole points. */
export interface Figures {
  lastVisit: string | null;
  visitCount: number;
  totalSpent: number;
  averageSpend: number;
  lifetimeSpend: number;
  loyaltyPoints: number;
}

/**
 * The wire figures from raw ones and the tenant's loyalty rule: points = ⌊lifetime dollars ×
 * points per dollar⌋ + the client's manual adjustment; average = spend ÷ visits, to the cent.
 */
export function toFigures(raw: RawFigures, pointsPerDollar: number, adjustment: number): Figures {
  const lifetimeCents = raw.serviceCents;
  return {
    lastVisit: raw.lastVisit,
    visitCount: raw.visitCount,
    totalSpent: raw.serviceCents / 100,
    averageSpend: raw.visitCount > 0 ? Math.round(raw.serviceCents / raw.visitCount) / 100 : 0,
    lifetimeSpend: lifetimeCents / 100,
    loyaltyPoints: Math.floor((lifetimeCents * pointsPerDollar) / 100) + adjustment,
  };
}
