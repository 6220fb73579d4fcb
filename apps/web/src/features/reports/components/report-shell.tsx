/**
 * The frame the clients and appointments reports share (issue #31): the period line with the
 * previous period it is compared with, Download CSV, Download PDF and Print, and the body's
 * states — the server's sentence with Retry when the report fails, a skeleton of figure cards
 * while it first loads, a plain sentence when there is nothing to report, and the report itself
 * (busy while the next period's answer loads over the previous one).
 */
import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { saveCsv } from '../../../lib/csv-files';
import { pdfName, savePdf } from '../../../lib/pdf-files';
import type { ReportTable } from '../../../lib/report-table';
import type { ReportFileMeta } from '../lib/sales-csv';
import { ReportFiguresSkeleton } from './clients-report-cards';
import { ReportDownloads } from '../../../components/report-action-button';

/** A report of a period: what its header line and CSV file name need. */
interface PeriodReport {
  from: string;
  to: string;
}

export interface ReportShellProps<T extends PeriodReport> {
  /** The report's query; its previous answer stays on screen (placeholder) while the next loads. */
  query: UseQueryResult<T>;
  /** The spec's sentence for a failed load ('Failed to load the clients report'). */
  failedTitle: string;
  /** The skeleton's announcement ('Loading the clients report') and its number of cards. */
  loadingLabel: string;
  loadingCards: number;
  /** The start of the header line, naming the period ('Appointments starting Jun 1 – 30, 2027'). */
  period: ReactNode;
  /** The rest of the header line once the report is in: '; compared with …' and a full stop. */
  comparison: (report: T) => string;
  /** The CSV of the report as shown and the files' name stem ('clients-report'). */
  csv: (report: T) => string;
  csvName: string;
  /** The report's tables as the screen shows them, for its PDF, and the location's name (null: all). */
  table: (report: T, meta: ReportFileMeta) => ReportTable;
  locationName: string | null;
  /** Whether the period has nothing to report, and what is said then. */
  isEmpty: (report: T) => boolean;
  empty: { icon: ReactNode; title: string; text: (report: T) => ReactNode };
  /** The report's figures, charts and tables. */
  children: (report: T) => ReactNode;
}

/** One report of `query` in the shared frame; see ReportShellProps for each part. */
export function ReportShell<T extends PeriodReport>({
  query,
  failedTitle,
  loadingLabel,
  loadingCards,
  period,
  comparison,
  csv,
  csvName,
  table,
  locationName,
  isEmpty,
  empty,
  children,
}: ReportShellProps<T>) {
  const data = query.data;

  const download = () => {
    if (data) saveCsv(csv(data), `${csvName}-${data.from}-to-${data.to}.csv`);
  };

  const downloadPdf = async () => {
    if (data)
      await savePdf(
        table(data, { locationName, generatedAt: new Date() }),
        pdfName(`${csvName}-${data.from}-to-${data.to}.csv`),
      );
  };

  const body = () => {
    if (query.isError)
      return <LoadError title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />;
    if (!data) return <ReportFiguresSkeleton label={loadingLabel} cards={loadingCards} />;
    if (isEmpty(data))
      return (
        <Card withBorder padding="xl">
          <Stack align="center" gap="sm">
            {empty.icon}
            <Title order={2} size="h4">
              {empty.title}
            </Title>
            <Text c="dimmed" size="sm" ta="center" maw={480}>
              {empty.text(data)}
            </Text>
          </Stack>
        </Card>
      );
    return (
      <Stack gap="lg" aria-busy={query.isPlaceholderData}>
        {children(data)}
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {period}
          {data && !query.isPlaceholderData ? comparison(data) : '.'}
        </Text>
        {/* The buttons stay off paper (sales-report-print.css); the period line prints. */}
        <div className="sales-report-no-print">
          <ReportDownloads
            ready={Boolean(data) && !query.isPlaceholderData}
            onDownload={download}
            onDownloadPdf={downloadPdf}
          />
        </div>
      </Group>
      {body()}
    </Stack>
  );
}
