import { describe, expect, it } from 'vitest';
import { SALES_REPORT } from '../test/sales-report-fixture';
import { SCREEN_CELLS } from '../../../lib/report-table';
import { salesCsvName, salesReportCsv, salesReportTable } from './sales-csv';

const MADE = { locationName: 'Salon One', generatedAt: new Date('2026-11-04T15:30:00Z') };

describe('the sales report CSV', () => {
  it('holds the series and the breakdowns as the tables show them, dollars with two decimals', () => {
    const csv = salesReportCsv(SALES_REPORT, false);
    expect(csv.split('\r\n')).toEqual([
      'Period,Gross sales,Discounts,Refunds,Net sales,Tax,Tips,Tickets',
      '"Nov 1, 2026",500.00,20.00,0.00,480.00,33.00,50.00,4',
      '"Nov 2, 2026",0.00,0.00,40.00,-40.00,-2.50,0.00,0',
      '"Nov 3, 2026",750.00,30.00,0.00,720.00,52.00,70.00,6',
      'Total,1250.00,50.00,40.00,1160.00,82.50,120.00,10',
      '',
      'Sales by category',
      'Type,Category,Quantity,Gross sales,Discounts,Refunds,Net sales',
      'Services,Color,5,700.00,30.00,40.00,630.00',
      'Services,No category,2,300.00,0.00,0.00,300.00',
      'Retail,Hair care,6,250.00,20.00,0.00,230.00',
      '',
      'Sales by staff member',
      'Staff member,Services,Retail,Refunds,Net sales,Tips',
      'Ana Ruiz,900.00,200.00,40.00,1060.00,120.00',
      'No staff member,0.00,60.00,0.00,60.00,0.00',
      '',
      'Sales by payment type',
      'Payment type,Taken,Refunded,Net',
      'Card,1100.00,42.50,1057.50',
      'Cash,265.00,0.00,265.00',
    ]);
  });

  it('adds the locations for every location, and names the file after the place and days', () => {
    const all = {
      ...SALES_REPORT,
      establishmentId: 'all',
      byLocation: [{ ...SALES_REPORT.totals, establishmentId: 'e1', name: 'Salon, One' }],
    };
    const lines = salesReportCsv(all, true).split('\r\n');
    expect(lines.slice(-3)).toEqual([
      'Sales by location',
      'Location,Gross sales,Discounts,Refunds,Net sales,Tax,Tips,Tickets,Collected',
      '"Salon, One",1250.00,50.00,40.00,1160.00,82.50,120.00,10,1322.50',
    ]);
    expect(salesCsvName('Luxe Salon — Manhattan', '2026-11-01', '2026-11-30')).toBe(
      'sales-report-luxe-salon-manhattan-2026-11-01-to-2026-11-30.csv',
    );
    expect(salesCsvName(null, '2026-11-01', '2026-11-30')).toBe(
      'sales-report-all-2026-11-01-to-2026-11-30.csv',
    );
  });
});

describe('the sales report as tables for its PDF', () => {
  it('holds the tables as the screen shows them: dollars, counts and headings, money on the right', () => {
    const table = salesReportTable(SALES_REPORT, false, MADE, SCREEN_CELLS);
    expect(table.title).toBe('Sales Report');
    expect(table.subtitle).toBe('Salon One · Nov 1, 2026 – Nov 3, 2026 · Generated Nov 4, 2026, 3:30 PM');
    expect(table.sections.map((s) => s.heading)).toEqual([
      'Sales by day',
      'Sales by category',
      'Sales by staff member',
      'Sales by payment type',
    ]);
    const [series] = table.sections;
    expect(series?.columns.slice(0, 3)).toEqual([
      { label: 'Period', align: 'left' },
      { label: 'Gross sales', align: 'right' },
      { label: 'Discounts', align: 'right' },
    ]);
    expect(series?.rows[1]).toEqual([
      'Nov 2, 2026',
      '$0.00',
      '$0.00',
      '$40.00',
      '-$40.00',
      '-$2.50',
      '$0.00',
      '0',
    ]);
    expect(series?.rows.at(-1)).toEqual([
      'Total',
      '$1,250.00',
      '$50.00',
      '$40.00',
      '$1,160.00',
      '$82.50',
      '$120.00',
      '10',
    ]);
    expect(table.sections[3]?.rows).toEqual([
      ['Card', '$1,100.00', '$42.50', '$1,057.50'],
      ['Cash', '$265.00', '$0.00', '$265.00'],
    ]);
  });

  it('adds the locations for every location, the subtitle naming all of them', () => {
    const all = { ...SALES_REPORT, establishmentId: 'all', byLocation: [] };
    const table = salesReportTable(all, true, { ...MADE, locationName: null }, SCREEN_CELLS);
    expect(table.sections.at(-1)?.heading).toBe('Sales by location');
    expect(table.subtitle.startsWith('All locations · ')).toBe(true);
  });
});
