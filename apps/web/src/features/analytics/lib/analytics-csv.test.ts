import { describe, expect, it } from 'vitest';
import { ANALYTICS, EMPTY_ANALYTICS } from '../test/analytics-fixture';
import { ANALYTICS_SCREEN_CELLS, analyticsCsv, analyticsCsvName, analyticsTable } from './analytics-csv';

const METRICS = [
  'Metric,Current,Previous,Change',
  'Total revenue,210.00,40.00,425.0',
  'Average order value,76.67,40.00,91.7',
  'Purchase orders,3,1,200.0',
  'Inventory spend,70.00,80.00,-12.5',
  'Retail / backbar split,40.5,44.4,-3.9',
  'Top-selling product,Shampoo,,',
  'Top-selling product units sold,3,2,50.0',
];

const DAILY = [
  '',
  'Daily revenue',
  'Date,Revenue',
  '2026-11-01,150.00',
  '2026-11-02,80.00',
  '2026-11-03,-20.00',
];

describe('the analytics CSV', () => {
  it('holds the metric cards and the daily revenue of one location, dollars with two decimals', () => {
    expect(analyticsCsv(ANALYTICS, false).split('\r\n')).toEqual([...METRICS, ...DAILY]);
  });

  it('adds every location side by side, and the whole, when all are selected', () => {
    expect(analyticsCsv(ANALYTICS, true).split('\r\n')).toEqual([
      ...METRICS,
      ...DAILY,
      '',
      'System Analytics: locations side by side',
      'Location,Total revenue,Total revenue change,Average order value,Purchase orders,Inventory spend,' +
        'Retail share,Backbar share,Top-selling product,Units sold',
      'Salon One,180.00,350.0,100.00,2,40.00,32.4,67.6,Shampoo,3',
      'Salon Two,30.00,,30.00,1,30.00,100.0,0.0,Serum,1',
      'All locations,210.00,425.0,76.67,3,70.00,40.5,59.5,Shampoo,3',
    ]);
  });

  it('leaves a figure with nothing to show or compare with empty', () => {
    expect(analyticsCsv(EMPTY_ANALYTICS, false).split('\r\n').slice(0, 8)).toEqual([
      'Metric,Current,Previous,Change',
      'Total revenue,0.00,0.00,',
      'Average order value,0.00,0.00,',
      'Purchase orders,0,0,',
      'Inventory spend,0.00,0.00,',
      'Retail / backbar split,,,',
      'Top-selling product,,,',
      'Top-selling product units sold,,,',
    ]);
  });

  it('names the file after the location, or all, and the days', () => {
    expect(analyticsCsvName('Luxe Salon — Manhattan', '2026-11-01', '2026-11-30')).toBe(
      'analytics-luxe-salon-manhattan-2026-11-01-to-2026-11-30.csv',
    );
    expect(analyticsCsvName(null, '2026-11-01', '2026-11-30')).toBe(
      'analytics-all-2026-11-01-to-2026-11-30.csv',
    );
  });
});

describe('analytics as tables for its PDF', () => {
  const made = { locationName: null, generatedAt: new Date('2026-11-04T15:30:00Z') };

  it('holds the metrics, the daily revenue and the locations as the screen shows them', () => {
    const table = analyticsTable(ANALYTICS, true, made, ANALYTICS_SCREEN_CELLS);
    expect(table.title).toBe('System Analytics');
    expect(table.subtitle).toBe('All locations · Nov 1, 2026 – Nov 3, 2026 · Generated Nov 4, 2026, 3:30 PM');
    expect(table.sections.map((s) => s.heading)).toEqual([
      'Metrics',
      'Daily revenue',
      'System Analytics: locations side by side',
    ]);
    const [metrics, daily, locations] = table.sections;
    expect(metrics?.columns.map((c) => c.align)).toEqual(['left', 'right', 'right', 'right']);
    expect(metrics?.rows).toEqual([
      ['Total revenue', '$210.00', '$40.00', '+425.0%'],
      ['Average order value', '$76.67', '$40.00', '+91.7%'],
      ['Purchase orders', '3', '1', '+200.0%'],
      ['Inventory spend', '$70.00', '$80.00', '−12.5%'],
      ['Retail / backbar split', '40.5%', '44.4%', '−3.9 pts'],
      ['Top-selling product', 'Shampoo', '—', '—'],
      ['Top-selling product units sold', '3', '2', '+50.0%'],
    ]);
    expect(daily?.rows).toEqual([
      ['Nov 1, 2026', '$150.00'],
      ['Nov 2, 2026', '$80.00'],
      ['Nov 3, 2026', '-$20.00'],
    ]);
    expect(locations?.rows[1]).toEqual([
      'Salon Two',
      '$30.00',
      '—',
      '$30.00',
      '1',
      '$30.00',
      '100.0%',
      '0.0%',
      'Serum',
      '1',
    ]);
  });

  it('leaves the locations out for one location, titled Analytics', () => {
    const table = analyticsTable(
      ANALYTICS,
      false,
      { ...made, locationName: 'Salon One' },
      ANALYTICS_SCREEN_CELLS,
    );
    expect(table.title).toBe('Analytics');
    expect(table.sections).toHaveLength(2);
  });
});
