/**
 * The staff performance report's files (issue #31 "Staff performance", "CSV and PDF export"):
 * Download CSV, Download PDF and Print held back until the report is in and offered to managers
 * and owners only, the CSV's text, the PDF's title and a dollar cell, and the files' tables as
 * the screen shows them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERFORMANCE_ENDPOINTS, endpointPath } from '@daybook/contracts';
import { catchCsvDownloads } from '../../../test/csv-download';
import { SALON_ONE, renderWithStubbedServer } from '../../../test/render-with-stubbed-server';
import { SCREEN_FIGURE_CELLS, staffReportCsv, staffReportTable } from '../lib/staff-report-table';
import { STAFF_REPORT as REPORT } from '../test/staff-report-fixture';
import { PerformanceView } from './performance-view';

const BUTTONS = ['Download CSV', 'Download PDF', 'Print'];
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function render(own = false) {
  renderWithStubbedServer(
    <PerformanceView establishmentId={SALON_ONE.id} timeZone="America/New_York" own={own} />,
    '/reports?type=staff',
    endpointPath(PERFORMANCE_ENDPOINTS.report, { id: SALON_ONE.id }),
    [[200, { success: true, data: REPORT }]],
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the staff performance report's files", () => {
  it('holds the buttons back until the report is in', async () => {
    render();
    for (const name of BUTTONS) expect(button(name).disabled).toBe(true);
    await screen.findByRole('table', { name: 'Staff performance' });
    for (const name of BUTTONS) expect(button(name).disabled).toBe(false);
  });

  it('writes the staff table as the screen shows it', async () => {
    render();
    const shown = within(await screen.findByRole('table', { name: 'Staff performance' }));
    const [team, staff] = staffReportTable(
      REPORT,
      { locationName: SALON_ONE.name, generatedAt: new Date() },
      SCREEN_FIGURE_CELLS,
    ).sections;
    expect(shown.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      staff!.columns.map((c) => c.label),
    );
    const rows = shown
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual(staff!.rows);
    // Each KPI card shows the figure of this period the file writes beside the previous one.
    const cards = within(screen.getByRole('list', { name: 'Team figures' }));
    for (const [label, now] of team!.rows)
      expect(cards.getByRole('listitem', { name: label }).textContent).toContain(now);
  });

  it('downloads the CSV, named after the location and the days', async () => {
    const file = catchCsvDownloads();
    render();
    await screen.findByRole('table', { name: 'Staff performance' });
    fireEvent.click(button('Download CSV'));
    expect(file.names).toEqual(['staff-report-salon-one-2026-11-01-to-2026-11-29.csv']);
    const lines = await file.lines();
    expect(lines.join('\r\n')).toBe(staffReportCsv(REPORT));
    expect(lines.slice(0, 2)).toEqual(['Figure,This period,Previous period', 'Revenue,1275.50,200.00']);
  });

  it('downloads the PDF, named like the CSV, with the title and dollars as on screen', async () => {
    const file = catchCsvDownloads();
    render();
    await screen.findByRole('table', { name: 'Staff performance' });
    fireEvent.click(button('Download PDF'));
    await waitFor(() => expect(file.names).toEqual(['staff-report-salon-one-2026-11-01-to-2026-11-29.pdf']));
    const text = (await file.lines()).join('\n');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Staff Performance Report)');
    expect(text).toContain('($1,275.50)');
    expect(text).toContain('(Staff performance)');
  });

  it("offers no files of an employee's own figures", async () => {
    render(true);
    await screen.findByRole('list', { name: 'Your figures' });
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});
