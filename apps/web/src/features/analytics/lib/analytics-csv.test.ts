import { describe, expect, it } from 'vitest';
import { ANALYTICS, EMPTY_ANALYTICS } from '../test/analytics-fixture';
import { analyticsCsv, analyticsCsvName } from './analytics-csv';

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
