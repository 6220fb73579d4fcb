/** A known sales report for the report's unit tests: three days of Salon One, in US dollars. */
import type { SalesFigures, SalesReport } from '@daybook/contracts';

const figures = (over: Partial<SalesFigures> = {}): SalesFigures => ({
  gross: 0,
  discounts: 0,
  refunds: 0,
  net: 0,
  services: 0,
  retail: 0,
  tax: 0,
  tips: 0,
  collected: 0,
  tickets: 0,
  averageTicket: 0,
  ...over,
});

/** Nov 1–3, 2026 by day, against Oct 29–31. */
export const SALES_REPORT: SalesReport = {
  establishmentId: 'e1',
  from: '2026-11-01',
  to: '2026-11-03',
  previousFrom: '2026-10-29',
  previousTo: '2026-10-31',
  interval: 'day',
  totals: figures({
    gross: 1250,
    discounts: 50,
    refunds: 40,
    net: 1160,
    services: 900,
    retail: 260,
    tax: 82.5,
    tips: 120,
    collected: 1322.5,
    tickets: 10,
    averageTicket: 116,
  }),
  previous: figures({
    gross: 1000,
    discounts: 0,
    refunds: 50,
    net: 950,
    services: 800,
    retail: 150,
    tax: 70,
    tips: 100,
    collected: 1120,
    tickets: 8,
    averageTicket: 118.75,
  }),
  series: [
    {
      from: '2026-11-01',
      to: '2026-11-01',
      ...figures({
        gross: 500,
        discounts: 20,
        net: 480,
        services: 400,
        retail: 80,
        tax: 33,
        tips: 50,
        tickets: 4,
      }),
    },
    {
      from: '2026-11-02',
      to: '2026-11-02',
      ...figures({ refunds: 40, net: -40, services: -40, tax: -2.5, collected: -42.5 }),
    },
    {
      from: '2026-11-03',
      to: '2026-11-03',
      ...figures({
        gross: 750,
        discounts: 30,
        net: 720,
        services: 540,
        retail: 180,
        tax: 52,
        tips: 70,
        tickets: 6,
      }),
    },
  ],
  byCategory: [
    { kind: 'service', category: 'Color', quantity: 5, gross: 700, discounts: 30, refunds: 40, net: 630 },
    { kind: 'service', category: null, quantity: 2, gross: 300, discounts: 0, refunds: 0, net: 300 },
    { kind: 'product', category: 'Hair care', quantity: 6, gross: 250, discounts: 20, refunds: 0, net: 230 },
  ],
  byStaff: [
    { staffId: 's1', staffName: 'Ana Ruiz', services: 900, retail: 200, refunds: 40, net: 1060, tips: 120 },
    { staffId: null, staffName: null, services: 0, retail: 60, refunds: 0, net: 60, tips: 0 },
  ],
  byPayment: [
    { type: 'card', taken: 1100, refunded: 42.5, net: 1057.5 },
    { type: 'cash', taken: 265, refunded: 0, net: 265 },
  ],
  byLocation: [],
};

/** A period with nothing sold or refunded. */
export const EMPTY_SALES_REPORT: SalesReport = {
  ...SALES_REPORT,
  totals: figures(),
  previous: figures(),
  series: SALES_REPORT.series.map((p) => ({ ...p, ...figures() })),
  byCategory: [],
  byStaff: [],
  byPayment: [],
};
