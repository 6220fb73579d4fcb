import { describe, expect, it } from 'vitest';
import { reportPdf } from './pdf-files';
import type { ReportTable } from './report-table';

const latin1 = (bytes: ArrayBuffer) => new TextDecoder('latin1').decode(bytes);

const TABLE: ReportTable = {
  title: 'Sales report',
  subtitle: 'Luxe Salon — Manhattan · Nov 1 – Nov 30, 2026 · Generated Nov 30, 2026, 9:00 AM',
  sections: [
    {
      heading: 'Sales by day',
      columns: [
        { label: 'Period', align: 'left' },
        { label: 'Net sales', align: 'right' },
      ],
      rows: [
        ['Nov 1, 2026', '$1,234.50'],
        ['Total', '−$40.00'],
      ],
    },
  ],
};

describe('a report as a PDF', () => {
  it('writes the title, subtitle, headings, cells, Daybook and the page number', async () => {
    const text = latin1(await reportPdf(TABLE));
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const shown of [
      '(Sales report)',
      '(Sales by day)',
      '(Net sales)',
      '($1,234.50)',
      '(-$40.00)',
      '(Daybook)',
      '(Page 1 of 1)',
    ])
      expect(text).toContain(shown);
    // The subtitle's dashes and dot are in Helvetica's code page (WinAnsi), written as its bytes.
    expect(text).toContain('(Luxe Salon \x97 Manhattan \xb7 Nov 1 \x96 Nov 30, 2026');
  });

  it('runs a long table over pages, the header row on each, and numbers them', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Day ${i + 1}`, '$1.00']);
    const text = latin1(await reportPdf({ ...TABLE, sections: [{ ...TABLE.sections[0]!, rows }] }));
    const pages = Number(/\(Page 1 of (\d+)\)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`(Page ${pages} of ${pages})`);
    expect(text.split('(Net sales)').length - 1).toBe(pages);
  });
});
