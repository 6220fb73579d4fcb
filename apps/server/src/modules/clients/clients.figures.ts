/**
 * The one place a client's visit and spend figures are derived (spec core.md §3 Client:
 * lastVisit, visitCount, totalSpent, averageSpend, lifetimeSpend, loyaltyPoints,
 * favoriteServices). Spend is what was actually paid (issue #13): each transaction's net
 * (total less tax, tip and refunds, retail included) plus the price of completed appointments
 * never checked out (history from before the register, or visits still unpaid).
 */

/** The raw figures one client row carries, before the loyalty rule applies. */
export interface RawFigures {
  visitCount: number;
  /** Integer cents: completed appointments never checked out, at their price. */
  serviceCents: number;
  /** Integer cents: what the client's transactions brought. */
  paidCents: number;
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
export function toFigures(
  raw: Omit<RawFigures, 'favoriteServices'>,
  pointsPerDollar: number,
  adjustment: number,
): Figures {
  const lifetimeCents = raw.serviceCents + raw.paidCents;
  return {
    lastVisit: raw.lastVisit,
    visitCount: raw.visitCount,
    totalSpent: lifetimeCents / 100,
    averageSpend: raw.visitCount > 0 ? Math.round(lifetimeCents / raw.visitCount) / 100 : 0,
    lifetimeSpend: lifetimeCents / 100,
    loyaltyPoints: Math.floor((lifetimeCents * pointsPerDollar) / 100) + adjustment,
  };
}
