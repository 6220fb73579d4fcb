/** Test fixture: one period's performance figures (contracts entities/performance.ts). */
import type { PerformanceFigures } from '@daybook/contracts';

/** Figures of one period, zero (or null for ratios) unless `over` gives them. */
export function performanceFiguresFixture(over: Partial<PerformanceFigures> = {}): PerformanceFigures {
  return {
    serviceRevenueCents: 0,
    productRevenueCents: 0,
    revenueCents: 0,
    refundsCents: 0,
    tipsCents: 0,
    tickets: 0,
    averageTicketCents: 0,
    appointments: 0,
    bookedMinutes: 0,
    scheduledMinutes: 0,
    utilisation: null,
    completedVisits: 0,
    rebookedVisits: 0,
    rebookingRate: null,
    newClients: 0,
    returningClients: 0,
    noShows: 0,
    ...over,
  };
}
