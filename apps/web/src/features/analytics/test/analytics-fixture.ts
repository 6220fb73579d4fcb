/** Analytics answers for the unit tests: two locations over three days, and a period with nothing. */
import type { Analytics, AnalyticsFigures } from '@daybook/contracts';

const SALON_ONE: AnalyticsFigures = {
  totalRevenue: { current: 180, previous: 40, change: 350 },
  averageOrderValue: { current: 100, previous: 40, change: 150 },
  totalPurchaseOrders: { current: 2, previous: 1, change: 100 },
  inventorySpend: { current: 40, previous: 80, change: -50 },
  retailBackbarSplit: { current: 32.4, previous: 44.4, change: -12, retailCost: 24, backbarCost: 50 },
  topSellingProduct: { productId: 'p1', name: 'Shampoo', units: 3, net: 60, previousUnits: 2, change: 50 },
};

const SALON_TWO: AnalyticsFigures = {
  totalRevenue: { current: 30, previous: 0, change: null },
  averageOrderValue: { current: 30, previous: 0, change: null },
  totalPurchaseOrders: { current: 1, previous: 0, change: null },
  inventorySpend: { current: 30, previous: 0, change: null },
  retailBackbarSplit: { current: 100, previous: null, change: null, retailCost: 10, backbarCost: 0 },
  topSellingProduct: { productId: 'p2', name: 'Serum', units: 1, net: 30, previousUnits: 0, change: null },
};

export const ANALYTICS: Analytics = {
  establishmentId: 'all',
  from: '2026-11-01',
  to: '2026-11-03',
  previousFrom: '2026-10-29',
  previousTo: '2026-10-31',
  totals: {
    totalRevenue: { current: 210, previous: 40, change: 425 },
    averageOrderValue: { current: 76.67, previous: 40, change: 91.7 },
    totalPurchaseOrders: { current: 3, previous: 1, change: 200 },
    inventorySpend: { current: 70, previous: 80, change: -12.5 },
    retailBackbarSplit: { current: 40.5, previous: 44.4, change: -3.9, retailCost: 34, backbarCost: 50 },
    topSellingProduct: SALON_ONE.topSellingProduct,
  },
  daily: [
    { date: '2026-11-01', revenue: 150 },
    { date: '2026-11-02', revenue: 80 },
    { date: '2026-11-03', revenue: -20 },
  ],
  byLocation: [
    { establishmentId: 'e1', name: 'Salon One', ...SALON_ONE },
    { establishmentId: 'e2', name: 'Salon Two', ...SALON_TWO },
  ],
};

const NOTHING: AnalyticsFigures = {
  totalRevenue: { current: 0, previous: 0, change: null },
  averageOrderValue: { current: 0, previous: 0, change: null },
  totalPurchaseOrders: { current: 0, previous: 0, change: null },
  inventorySpend: { current: 0, previous: 0, change: null },
  retailBackbarSplit: { current: null, previous: null, change: null, retailCost: 0, backbarCost: 0 },
  topSellingProduct: null,
};

export const EMPTY_ANALYTICS: Analytics = {
  ...ANALYTICS,
  establishmentId: 'e1',
  totals: NOTHING,
  daily: ANALYTICS.daily.map((d) => ({ ...d, revenue: 0 })),
  byLocation: [{ establishmentId: 'e1', name: 'Salon One', ...NOTHING }],
};
