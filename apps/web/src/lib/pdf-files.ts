/**
 * A report's Download PDF (issue #31 "CSV and PDF export"): the report's tables (ReportTable)
 * drawn by jsPDF and jspdf-autotable on Letter paper (A4 outside the US), portrait. Both
 * libraries are loaded on the first download (a dynamic import), so no page's first load carries
 * them.
 */
import { LOCALE } from '@daybook/contracts';
import type { ReportTable } from './report-table';
import { saveBlob } from './csv-files';

/** Points (1/72 in): the page's margins, and the gap under a heading and after a table. */
const MARGIN = 40;
const HEADER_Y = 24;
const GAP = 16;
const PRODUCT_NAME = 'Daybook';

/**
 * The text as the PDF's built-in Helvetica (WinAnsi) can write it: the typographic minus, dashes
 * and quotes outside its code page become their ASCII kin, so '−3.0%' does not print as garbage.
 */
export function pdfText(text: string): string {
  return text.replace(/[\u2212\u2010\u2011]/g, '-').replace(/\u2009|\u202f|\u00a0/g, ' ');
}

/**
 * `table` as a PDF document's bytes: the title and subtitle on top, each section's heading and
 * table (its header row repeated on each page it runs over, right-aligned columns as the model
 * says), Daybook's name small in each page's header and 'Page n of m' in its footer.
 */
export async function reportPdf(table: ReportTable): Promise<ArrayBuffer> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({
    orientation: 'portrait',
    unit: 'pt',
    format: LOCALE.endsWith('-US') ? 'letter' : 'a4',
  });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  doc.setProperties({ title: pdfText(table.title), subject: pdfText(table.subtitle), creator: PRODUCT_NAME });

  doc.setFont('helvetica', 'bold').setFontSize(16);
  doc.text(pdfText(table.title), MARGIN, MARGIN + 12);
  doc.setFont('helvetica', 'normal').setFontSize(9).setTextColor(90);
  const subtitle = doc.splitTextToSize(pdfText(table.subtitle), width - 2 * MARGIN) as string[];
  doc.text(subtitle, MARGIN, MARGIN + 28);
  let y = MARGIN + 28 + subtitle.length * 11 + GAP;

  for (const section of table.sections) {
    // A heading with no room for a row under it moves to the next page with its table.
    if (y > height - MARGIN - 60) {
      doc.addPage();
      y = MARGIN;
    }
    doc.setFont('helvetica', 'bold').setFontSize(11).setTextColor(20);
    doc.text(pdfText(section.heading), MARGIN, y + 10);
    autoTable(doc, {
      startY: y + 16,
      margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN },
      theme: 'striped',
      showHead: 'everyPage',
      rowPageBreak: 'avoid',
      styles: { font: 'helvetica', fontSize: 8, cellPadding: 4, overflow: 'linebreak' },
      headStyles: { fillColor: [52, 58, 64], textColor: 255, fontStyle: 'bold' },
      head: [section.columns.map((c) => ({ content: pdfText(c.label), styles: { halign: c.align } }))],
      body: section.rows.map((row) => row.map(pdfText)),
      columnStyles: Object.fromEntries(section.columns.map((c, i) => [i, { halign: c.align }])),
      didDrawPage: (data) => {
        y = data.cursor?.y ?? y;
      },
    });
    y += GAP;
  }

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal').setFontSize(8).setTextColor(120);
    doc.text(PRODUCT_NAME, MARGIN, HEADER_Y);
    doc.text(`Page ${page} of ${pages}`, width - MARGIN, height - HEADER_Y + 8, { align: 'right' });
  }
  return doc.output('arraybuffer');
}

/** The PDF's file name beside a CSV's: 'sales-report-all-2026-11-01-to-2026-11-30.pdf'. */
export function pdfName(csvName: string): string {
  return csvName.replace(/\.csv$/, '') + '.pdf';
}

/** Builds `table`'s PDF (reportPdf) and saves it as the download `fileName` ('….pdf'). */
export async function savePdf(table: ReportTable, fileName: string): Promise<void> {
  const bytes = await reportPdf(table);
  saveBlob(new Blob([bytes], { type: 'application/pdf' }), fileName);
}
