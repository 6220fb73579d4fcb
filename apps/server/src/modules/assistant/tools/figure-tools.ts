/**
 * Dawn AI's figure tools (issue #33 "sales and performance figures"): the sales report and the
 * staff performance report over local days, through their routes as the person. Whoever lacks
 * revenue:read or performance:read (the front desk) is refused as the route refuses them; an
 * employee gets what the routes give an employee (their own figures).
 */
import { z } from 'zod';
import {
  PERFORMANCE_ALL,
  PERFORMANCE_ENDPOINTS,
  SALES_REPORT_ENDPOINTS,
  idSchema,
  type SalesFigures,
} from '@daybook/contracts';
import { percentText, scopeArg } from './read-helpers.js';
import { dateArg, dayLabel, dollars, table } from './tool-helpers.js';
import { readTool } from './tool.js';

const cents = (amount: number) => dollars(amount / 100);

const periodArgs = {
  from: dateArg('The first day, YYYY-MM-DD (local to each location).'),
  to: dateArg('The last day, YYYY-MM-DD, included.'),
  establishmentId: scopeArg,
};

/** The sales report's totals, in the order the reports screen shows them. */
const SALES_LINES: readonly [string, keyof SalesFigures][] = [
  ['Gross sales', 'gross'],
  ['Discounts', 'discounts'],
  ['Refunds', 'refunds'],
  ['Net sales', 'net'],
  ['Services', 'services'],
  ['Retail', 'retail'],
  ['Tax', 'tax'],
  ['Tips', 'tips'],
  ['Collected', 'collected'],
  ['Tickets', 'tickets'],
  ['Average ticket', 'averageTicket'],
];

const SALES_VIEWS = ['totals', 'day', 'week', 'month', 'staff', 'category', 'payment', 'location'] as const;

/** Sales over local days, as totals against the previous period or broken down one way. */
export const salesSummary = readTool({
  name: 'sales_summary',
  label: 'Sales',
  description:
    'The sales report for local days from–to at one location or every location the person may see. view "totals" (default) gives gross, discounts, refunds, net, services, retail, tax, tips, collected, tickets and average ticket against the previous period of the same length; "day", "week" or "month" a series; "staff", "category", "payment" or "location" a breakdown. Use it for "what did we take this week against last".',
  input: z.object({
    ...periodArgs,
    view: z.enum(SALES_VIEWS).default('totals').describe('What the rows are (see the description).'),
  }),
  async run(ctx, input) {
    const interval = input.view === 'week' || input.view === 'month' ? input.view : 'day';
    const r = await ctx.api(SALES_REPORT_ENDPOINTS.report, {
      query: {
        from: input.from,
        to: input.to,
        interval,
        ...(input.establishmentId ? { establishmentId: input.establishmentId } : {}),
      },
    });
    const link = {
      label: 'Open the sales report',
      href: `/reports?type=sales&from=${r.from}&to=${r.to}&interval=${interval}`,
    };
    const title = `Sales ${dayLabel(r.from)} – ${dayLabel(r.to)}`;
    const money = (f: SalesFigures, key: keyof SalesFigures) =>
      key === 'tickets' ? f[key] : dollars(f[key]);
    switch (input.view) {
      case 'totals':
        return table(
          title,
          ['Figure', 'This period', `Previous (${r.previousFrom} to ${r.previousTo})`],
          SALES_LINES.map(([label, key]) => [label, money(r.totals, key), money(r.previous, key)]),
          link,
        );
      case 'day':
      case 'week':
      case 'month':
        return table(
          `${title} by ${input.view}`,
          ['From', 'To', 'Gross', 'Net', 'Tips', 'Tickets'],
          r.series.map((p) => [p.from, p.to, dollars(p.gross), dollars(p.net), dollars(p.tips), p.tickets]),
          link,
        );
      case 'staff':
        return table(
          `${title} by staff member`,
          ['Staff', 'Services', 'Retail', 'Refunds', 'Net', 'Tips', 'Staff id'],
          r.byStaff.map((s) => [
            s.staffName ?? 'Nobody',
            dollars(s.services),
            dollars(s.retail),
            dollars(s.refunds),
            dollars(s.net),
            dollars(s.tips),
            s.staffId,
          ]),
          link,
        );
      case 'category':
        return table(
          `${title} by category`,
          ['Kind', 'Category', 'Sold', 'Gross', 'Discounts', 'Refunds', 'Net'],
          r.byCategory.map((c) => [
            c.kind,
            c.category ?? 'Uncategorised',
            c.quantity,
            dollars(c.gross),
            dollars(c.discounts),
            dollars(c.refunds),
            dollars(c.net),
          ]),
          link,
        );
      case 'payment':
        return table(
          `${title} by payment type`,
          ['Payment type', 'Taken', 'Refunded', 'Net'],
          r.byPayment.map((p) => [p.type, dollars(p.taken), dollars(p.refunded), dollars(p.net)]),
          link,
        );
      case 'location':
        return table(
          `${title} by location`,
          ['Location', 'Gross', 'Net', 'Tips', 'Tickets', 'Average ticket', 'Establishment id'],
          r.byLocation.map((l) => [
            l.name,
            dollars(l.gross),
            dollars(l.net),
            dollars(l.tips),
            l.tickets,
            dollars(l.averageTicket),
            l.establishmentId,
          ]),
          link,
        );
    }
  },
});

/** Each staff member's figures over local days, with the previous period's revenue beside them. */
export const staffPerformance = readTool({
  name: 'staff_performance',
  label: 'Staff performance',
  description:
    'Staff performance for local days from–to at one location or every location the person may see: per staff member revenue (and the previous period’s), tips, appointments, utilisation, rebooking rate, new clients, no-shows and staff id; the first row is the whole team. Use it for "who sold most this month" or "how is Ana doing".',
  input: z.object({
    ...periodArgs,
    staffId: idSchema('Not a valid staff id.').optional().describe('Only this staff member (their id).'),
  }),
  async run(ctx, input) {
    const r = await ctx.api(PERFORMANCE_ENDPOINTS.report, {
      params: { id: input.establishmentId ?? PERFORMANCE_ALL },
      query: { from: input.from, to: input.to, ...(input.staffId ? { staffId: input.staffId } : {}) },
    });
    const line = (name: string, id: string | null, c: typeof r.totals.current, previousRevenue: number) => [
      name,
      cents(c.revenueCents),
      cents(previousRevenue),
      cents(c.tipsCents),
      c.appointments,
      percentText(c.utilisation),
      percentText(c.rebookingRate),
      c.newClients,
      c.noShows,
      id,
    ];
    return table(
      `Staff performance ${dayLabel(r.from)} – ${dayLabel(r.to)}`,
      [
        'Staff',
        'Revenue',
        `Previous revenue (${r.previousFrom} to ${r.previousTo})`,
        'Tips',
        'Appointments',
        'Utilisation',
        'Rebooking',
        'New clients',
        'No-shows',
        'Staff id',
      ],
      [
        line('Whole team', null, r.totals.current, r.totals.previous.revenueCents),
        ...r.staff.map((s) => line(s.staffName, s.staffId, s.current, s.previous.revenueCents)),
      ],
      { label: 'Open performance', href: '/performance' },
    );
  },
});

export const FIGURE_TOOLS = [salesSummary, staffPerformance] as const;
