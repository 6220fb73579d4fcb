import { describe, expect, it } from 'vitest';
import { INVENTORY_REPORT as REPORT } from '../test/inventory-report-fixture';
import {
  INVENTORY_SCREEN_CELLS,
  inventoryCsvName,
  inventoryReportCsv,
  inventoryReportTable,
} from './inventory-tables';

const META = { locationName: 'Luxe Salon — Manhattan', generatedAt: new Date(2026, 10, 20, 9, 30) };

describe("the inventory report's tables", () => {
  it("are the screen's four tables in its formats, for the PDF", () => {
    const table = inventoryReportTable(REPORT, META, INVENTORY_SCREEN_CELLS);
    expect(table.title).toBe('Inventory Report');
    expect(table.subtitle).toBe(
      'Luxe Salon — Manhattan · As of Nov 20, 2026 · Generated Nov 20, 2026, 9:30 AM',
    );
    expect(table.sections.map((s) => [s.heading, s.columns.map((c) => c.label)])).toEqual([
      ['Inventory figures', ['Figure', 'Value']],
      ['Retail vs backbar', ['Type', 'Share', 'Stock value at cost', 'Products']],
      ['Running low', ['Product', 'Supplier', 'On hand', 'Minimum', 'On order']],
      [
        'Usage and days remaining',
        ['Product', 'Type', 'On hand', 'Used, 30 days', 'Per day', 'Days remaining'],
      ],
    ]);
    expect(table.sections.map((s) => s.rows)).toEqual([
      [
        ['Stock value at cost', '$1,234.50'],
        ['Retail value', '$2,000.00'],
        ['Products', '3'],
        ['Low stock', '2'],
        ['Out of stock', '1'],
        ['Spent on stock, last 30 days', '$48.00'],
      ],
      [
        ['Retail', '60%', '$740.70', '1'],
        ['Backbar', '40%', '$493.80', '1'],
        ['Retail and backbar', '0%', '$0.00', '1'],
      ],
      [
        ['Shampoo (Out of stock)', 'Acme Supply', '0', '5', '12'],
        ['Comb', '—', '4', '5', '—'],
      ],
      [
        ['Color cream (Acme)', 'Backbar', '1,400 ml', '60 ml', '2', '700'],
        ['Comb', 'Retail', '4', '0.5', '0.017', '—'],
      ],
    ]);
    expect(table.sections[3]!.columns.map((c) => c.align)).toEqual([
      'left',
      'left',
      'right',
      'right',
      'right',
      'right',
    ]);
  });

  it('say nothing of shares when nothing is on hand to value', () => {
    const split = { products: 0, stockValue: 0 };
    const table = inventoryReportTable(
      { ...REPORT, split: { retail: split, backbar: split, both: split } },
      META,
      INVENTORY_SCREEN_CELLS,
    );
    expect(table.sections[1]!.rows.map((r) => r[1])).toEqual(['—', '—', '—']);
  });

  it('are plain numbers in the CSV, the unit in its own column and nothing for —', () => {
    expect(inventoryReportCsv(REPORT).split('\r\n')).toEqual([
      'Figure,Value',
      'Stock value at cost,1234.50',
      'Retail value,2000.00',
      'Products,3',
      'Low stock,2',
      'Out of stock,1',
      '"Spent on stock, last 30 days",48.00',
      '',
      'Retail vs backbar',
      'Type,Share,Stock value at cost,Products',
      'Retail,60.0,740.70,1',
      'Backbar,40.0,493.80,1',
      'Retail and backbar,0.0,0.00,1',
      '',
      'Running low',
      'Product,Supplier,On hand,Minimum,On order',
      'Shampoo (Out of stock),Acme Supply,0,5,12',
      'Comb,,4,5,',
      '',
      'Usage and days remaining',
      'Product,Type,Unit,On hand,"Used, 30 days",Per day,Days remaining',
      'Color cream (Acme),Backbar,ml,1400,60,2,700',
      'Comb,Retail,unit,4,0.5,0.017,',
    ]);
  });

  it('are named after the location and the as-of day', () => {
    expect(inventoryCsvName('Luxe Salon — Manhattan', REPORT.asOf)).toBe(
      'inventory-report-luxe-salon-manhattan-2026-11-20.csv',
    );
    expect(inventoryCsvName(null, REPORT.asOf)).toBe('inventory-report-all-2026-11-20.csv');
  });
});
