import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ANALYTICS_ENDPOINTS } from '@daybook/contracts';
import { catchCsvDownloads } from '../../../test/csv-download';
import { renderWithStubbedServer, type StubbedServerOptions } from '../../../test/render-with-stubbed-server';
import { ANALYTICS } from '../test/analytics-fixture';
import { AnalyticsPage } from './analytics-page';

/** /analytics at `url` against the analytics endpoint answering `answers`; returns the fetch mock. */
const renderAnalytics = (url: string, answers: [number, unknown][], options?: StubbedServerOptions) =>
  renderWithStubbedServer(<AnalyticsPage />, url, ANALYTICS_ENDPOINTS.analytics.path, answers, options);

const OK: [number, unknown] = [200, { success: true, data: ANALYTICS }];
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const loaded = () => screen.findByRole('list', { name: 'Analytics metrics' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('analytics export (issue #31)', () => {
  it('holds Download CSV, Download PDF and Print back until the period’s answer is in', async () => {
    renderAnalytics('/analytics?range=7d', [OK]);
    expect(button('Download CSV').disabled).toBe(true);
    expect(button('Download PDF').disabled).toBe(true);
    expect(button('Print').disabled).toBe(true);
    await loaded();
    expect(button('Download CSV').disabled).toBe(false);
    expect(button('Download PDF').disabled).toBe(false);
    expect(button('Print').disabled).toBe(false);

    // The previous range's answer stays on screen while the next loads: not for export.
    fireEvent.click(screen.getByRole('radio', { name: '90 days' }));
    expect(button('Download CSV').disabled).toBe(true);
    expect(button('Print').disabled).toBe(true);
    await waitFor(() => expect(button('Download CSV').disabled).toBe(false));
  });

  it('downloads the metrics and the daily revenue as a CSV named after the location and the days', async () => {
    const csv = catchCsvDownloads();
    renderAnalytics('/analytics?range=7d', [OK]);
    await loaded();
    fireEvent.click(button('Download CSV'));
    expect(csv.names).toEqual(['analytics-salon-one-2026-11-01-to-2026-11-03.csv']);
    const lines = await csv.lines();
    expect(lines[0]).toBe('Metric,Current,Previous,Change');
    expect(lines[1]).toBe('Total revenue,210.00,40.00,425.0');
    expect(lines.slice(-4)).toEqual([
      'Date,Revenue',
      '2026-11-01,150.00',
      '2026-11-02,80.00',
      '2026-11-03,-20.00',
    ]);
  });

  it('adds every location side by side when all are selected, the file named "all"', async () => {
    const csv = catchCsvDownloads();
    renderAnalytics('/analytics?range=30d', [OK], { all: true });
    await loaded();
    fireEvent.click(button('Download CSV'));
    expect(csv.names).toEqual(['analytics-all-2026-11-01-to-2026-11-03.csv']);
    const lines = await csv.lines();
    expect(lines).toContain('System Analytics: locations side by side');
    expect(lines.at(-1)).toBe('All locations,210.00,425.0,76.67,3,70.00,40.5,59.5,Shampoo,3');
  });

  it('downloads a PDF of the same tables, named like the CSV', async () => {
    const file = catchCsvDownloads();
    renderAnalytics('/analytics?range=7d', [OK]);
    await loaded();
    fireEvent.click(button('Download PDF'));
    // The PDF library loads on the click: the download follows a moment later.
    await waitFor(() => expect(file.names).toEqual(['analytics-salon-one-2026-11-01-to-2026-11-03.pdf']));
    const text = (await file.lines()).join('\n');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Daily revenue)');
    expect(text).toContain('($210.00)');
  });

  it('prints the page', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAnalytics('/analytics?range=7d', [OK]);
    await loaded();
    fireEvent.click(button('Print'));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
