/**
 * A report's actions beside its filters (issue #31 "CSV and PDF export"), on the reports and on
 * analytics: Download CSV, Download PDF and Print, held back while the report loads or shows the
 * previous filters' answer.
 */
import { useState, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { errorMessage } from '../lib/api-client';

const ICONS = { download: IconDownload, pdf: IconFileTypePdf, print: IconPrinter } as const;

/** The toast's title when a PDF could not be made (its library failed to load, say). */
export const PDF_FAILED = 'Could not make the PDF';

/** A default button with its icon; `ready` false disables it, `busy` shows it working. */
export function ReportActionButton({
  icon,
  ready,
  busy = false,
  onClick,
  children,
}: {
  icon: keyof typeof ICONS;
  ready: boolean;
  busy?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const Icon = ICONS[icon];
  return (
    <Button
      variant="default"
      leftSection={<Icon size={16} aria-hidden />}
      onClick={onClick}
      disabled={!ready}
      loading={busy}
    >
      {children}
    </Button>
  );
}

/**
 * Download CSV (`onDownload`), Download PDF (`onDownloadPdf`, busy until its promise settles; a
 * failure is a toast) and Print (the browser's dialog), all held back until `ready`.
 */
export function ReportDownloads({
  ready,
  onDownload,
  onDownloadPdf,
}: {
  ready: boolean;
  onDownload: () => void;
  onDownloadPdf: () => Promise<void>;
}) {
  const [pdfBusy, setPdfBusy] = useState(false);
  const downloadPdf = () => {
    setPdfBusy(true);
    onDownloadPdf()
      .catch((error: unknown) =>
        notifications.show({ color: 'red', title: PDF_FAILED, message: errorMessage(error, 'Try again.') }),
      )
      .finally(() => setPdfBusy(false));
  };
  return (
    <Group gap="sm">
      <ReportActionButton icon="download" ready={ready} onClick={onDownload}>
        Download CSV
      </ReportActionButton>
      <ReportActionButton icon="pdf" ready={ready} busy={pdfBusy} onClick={downloadPdf}>
        Download PDF
      </ReportActionButton>
      <ReportActionButton icon="print" ready={ready} onClick={() => window.print()}>
        Print
      </ReportActionButton>
    </Group>
  );
}
