/**
 * The inventory report's files (issue #31 "CSV and PDF export"): Download CSV, Download PDF and
 * Print held back until the report is in, the CSV's text, the PDF's title and a dollar cell, and
 * the PDF's tables as the screen shows them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVENTORY_REPORT_ENDPOINTS } from '@daybook/contracts';
import { renderSignedIn } from '../../../test/render-in-workspace';
import { stubEndpoint } from '../../../test/render-with-stubbed-server';
import { catchCsvDownloads } from '../../../test/csv-download';
import { INVENTORY_SCREEN_CELLS, inventoryReportCsv, inventoryReportTable } from '../lib/inventory-tables';
import { INVENTORY_REPORT as REPORT } from '../test/inventory-report-fixture';
import { InventoryReportView } from './inventory-report';

const NAME = 'Luxe Salon — Manhattan';

function render() {
  stubEndpoint(INVENTORY_REPORT_ENDPOINTS.report.path, [[200, { success: true, data: REPORT }]]);
  renderSignedIn(<InventoryReportView establishmentId="e1" locationName={NAME} />, {});
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const BUTTONS = ['Download CSV', 'Download PDF', 'Print'];

/** The cells of the table named `name`, row by row (the header left out). */
const cellsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the inventory report's files", () => {
  it('holds the buttons back until the report is in', async () => {
    render();
    for (const name of BUTTONS) expect(button(name).disabled).toBe(true);
    await screen.findByRole('list', { name: 'Inventory figures' });
    for (const name of BUTTONS) expect(button(name).disabled).toBe(false);
  });

  it("writes the screen's tables as they show them", async () => {
    render();
    await screen.findByRole('list', { name: 'Inventory figures' });
    const [figures, split, low, usage] = inventoryReportTable(
      REPORT,
      { locationName: NAME, generatedAt: new Date() },
      INVENTORY_SCREEN_CELLS,
    ).sections;
    const cards = within(screen.getByRole('list', { name: 'Inventory figures' }))
      .getAllByRole('listitem')
      .map((c) => c.textContent);
    expect(cards).toEqual(figures!.rows.map(([label, value]) => `${label}${value}`));
    const parts = within(screen.getByRole('list', { name: 'Stock value at cost by product type' }))
      .getAllByRole('listitem')
      .map((p) => p.textContent);
    expect(parts).toEqual(
      split!.rows.map(([type, share, value, n]) => `${type} ${share} · ${value} · ${n} product`),
    );
    // The name cell carries its badge or brand beside the name; the rest match cell for cell.
    const tail = (rows: (string | null)[][]) => rows.map((r) => r.slice(1));
    expect(tail(cellsOf('Running low'))).toEqual(tail(low!.rows));
    expect(tail(cellsOf('Usage and days remaining'))).toEqual(tail(usage!.rows));
    expect(cellsOf('Running low').map((r) => r[0])).toEqual(['ShampooOut of stock', 'Comb']);
  });

  it('downloads the CSV, named after the location and the as-of day', async () => {
    const file = catchCsvDownloads();
    render();
    await screen.findByRole('list', { name: 'Inventory figures' });
    fireEvent.click(button('Download CSV'));
    expect(file.names).toEqual(['inventory-report-luxe-salon-manhattan-2026-11-20.csv']);
    expect((await file.lines()).join('\r\n')).toBe(inventoryReportCsv(REPORT));
    expect(await file.lines()).toContain('Stock value at cost,1234.50');
  });

  it('downloads the PDF, named like the CSV, with the title and dollars as on screen', async () => {
    const file = catchCsvDownloads();
    render();
    await screen.findByRole('list', { name: 'Inventory figures' });
    fireEvent.click(button('Download PDF'));
    await waitFor(() => expect(file.names).toEqual(['inventory-report-luxe-salon-manhattan-2026-11-20.pdf']));
    const text = (await file.lines()).join('\n');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Inventory Report)');
    expect(text).toContain('($1,234.50)');
    expect(text).toContain('(Usage and days remaining)');
  });
});
