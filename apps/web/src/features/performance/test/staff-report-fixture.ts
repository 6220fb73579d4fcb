/** Test fixture: a staff performance report of two people (contracts PerformanceReport). */
import type { PerformanceReport } from '@daybook/contracts';
import { performanceFiguresFixture as figures } from '../../../test/performance-fixture';

export const STAFF_REPORT: PerformanceReport = {
  establishmentId: 'e1',
  from: '2026-11-01',
  to: '2026-11-29',
  previousFrom: '2026-10-03',
  previousTo: '2026-10-31',
  rebookDays: 14,
  totals: {
    current: figures({
      revenueCents: 127550,
      serviceRevenueCents: 100000,
      productRevenueCents: 27550,
      averageTicketCents: 18221,
      tipsCents: 1500,
      appointments: 7,
      tickets: 7,
      utilisation: 0.5,
      rebookingRate: 0.125,
      newClients: 2,
      returningClients: 1234,
    }),
    previous: figures({ revenueCents: 20000, utilisation: 0.4 }),
  },
  staff: [
    {
      staffId: 'u2',
      staffName: 'Eve Employee',
      role: 'employee',
      current: figures({
        revenueCents: 27550,
        productRevenueCents: 27550,
        averageTicketCents: 9183,
        appointments: 3,
        utilisation: 0.425,
        newClients: 2,
      }),
      previous: figures({ revenueCents: 20000 }),
    },
    {
      staffId: 'u3',
      staffName: 'Max Manager',
      role: 'manager',
      current: figures({
        revenueCents: 100000,
        serviceRevenueCents: 100000,
        tipsCents: 1500,
        averageTicketCents: 25000,
        appointments: 4,
        rebookingRate: 0.125,
        returningClients: 1234,
      }),
      previous: figures(),
    },
  ],
  daily: [
    { date: '2026-11-02', serviceRevenueCents: 100000, productRevenueCents: 27550, revenueCents: 127550 },
  ],
};
