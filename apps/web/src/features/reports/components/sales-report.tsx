/**
 * The sales report of one location or all (issue #31, `/reports?type=sales`): the filters, the
 * period's figures against the previous period, the chart and table of the series, and the
 * breakdowns; downloadable as CSV and PDF, and printable. A skeleton while it first loads, a plain
 * sentence when nothing was sold, the server's sentence with Retry when it fails.
 */
import './sales-report-print.css';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { ALL_ESTABLISHMENTS, SALES_FIGURES, type SalesFigure, type SalesReport } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { SALES_REPORT_FAILED, useSalesReport } from '../api/sales-report-api';
import { saveCsv } from '../../../lib/csv-files';
import { pdfName, savePdf } from '../../../lib/pdf-files';
import { SCREEN_CELLS } from '../../../lib/report-table';
import { salesCsvName, salesReportCsv, salesReportTable } from '../lib/sales-csv';
import { formatDayRange } from '../lib/sales-format';
import { SALES_INTERVAL_LABEL, salesFiltersProblem, todayIn } from '../lib/sales-periods';
import { useSalesFilters } from '../lib/sales-url-state';
import { ReportDownloads } from '../../../components/report-action-button';
import { SalesBreakdowns } from './sales-breakdowns';
import { SalesChart } from './sales-chart';
import { ReportFigureCards, type ReportFigure } from './clients-report-cards';
import { SalesFiltersBar } from './sales-filters';
import { SalesReportSkeleton } from './sales-report-skeleton';
import { SalesSeriesTable } from './sales-series-table';

export interface SalesReportViewProps {
  /** A location's id or ALL_ESTABLISHMENTS. */
  establishmentId: string;
  /** The location's name; null for every location. */
  locationName: string | null;
  /** The IANA zone whose today the presets end on. */
  timeZone: string;
}

/** The cards, in order; whether a rise is good news (net sales), bad news (refunds) or neither (tax). */
const CARDS: { figure: SalesFigure; label: string; better: ReportFigure['better'] }[] = [
  { figure: 'net', label: 'Net sales', better: 'up' },
  { figure: 'gross', label: 'Gross sales', better: 'up' },
  { figure: 'discounts', label: 'Discounts', better: 'down' },
  { figure: 'refunds', label: 'Refunds', better: 'down' },
  { figure: 'tips', label: 'Tips', better: 'up' },
  { figure: 'tax', label: 'Tax', better: 'neither' },
  { figure: 'tickets', label: 'Tickets', better: 'up' },
  { figure: 'averageTicket', label: 'Average ticket', better: 'up' },
  { figure: 'collected', label: 'Collected', better: 'up' },
];

/** The period's figures against the previous period (same length), in dollars but for tickets. */
function salesFigures(report: SalesReport): ReportFigure[] {
  return CARDS.map((c) => ({
    label: c.label,
    figure: SALES_FIGURES[c.figure],
    kind: c.figure === 'tickets' ? 'count' : 'money',
    better: c.better,
    now: report.totals[c.figure],
    previous: report.previous[c.figure],
  }));
}

/** True when the period had any sale, refund, tip or tax at all. */
function hasSales(report: SalesReport): boolean {
  return Object.values(report.totals).some((v) => v !== 0);
}

export function SalesReportView({ establishmentId, locationName, timeZone }: SalesReportViewProps) {
  const today = todayIn(timeZone);
  const [filters, setFilters] = useSalesFilters(today);
  const problem = salesFiltersProblem(filters);
  const query = useSalesReport(establishmentId, filters, problem === null);
  const allLocations = establishmentId === ALL_ESTABLISHMENTS;
  const data = problem === null ? query.data : undefined;

  const download = () => {
    if (!data) return;
    saveCsv(salesReportCsv(data, allLocations), salesCsvName(locationName, data.from, data.to));
  };

  const downloadPdf = async () => {
    if (!data) return;
    const table = salesReportTable(
      data,
      allLocations,
      { locationName, generatedAt: new Date() },
      SCREEN_CELLS,
    );
    await savePdf(table, pdfName(salesCsvName(locationName, data.from, data.to)));
  };

  const body = () => {
    if (problem !== null)
      return (
        <Text c="var(--daybook-text-bad)" size="sm" role="alert">
          {problem}
        </Text>
      );
    if (query.isError)
      return (
        <LoadError title={SALES_REPORT_FAILED} error={query.error} onRetry={() => void query.refetch()} />
      );
    if (!data) return <SalesReportSkeleton />;
    if (!hasSales(data))
      return (
        <Card withBorder padding="xl">
          <Stack align="center" gap="sm">
            <IconReceiptOff size={40} aria-hidden />
            <Title order={2} size="h4">
              No sales in this period
            </Title>
            <Text c="dimmed" size="sm" ta="center" maw={480}>
              Nothing was sold or refunded {locationName ? `at ${locationName}` : 'at any location'} from{' '}
              {formatDayRange(data.from, data.to)}. Choose another period above.
            </Text>
          </Stack>
        </Card>
      );
    return (
      <Stack gap="lg" aria-busy={query.isPlaceholderData}>
        <ReportFigureCards
          figures={salesFigures(data)}
          label="Sales figures"
          cols={{ base: 2, sm: 3, lg: 5 }}
        />
        <SalesChart report={data} />
        <SalesSeriesTable report={data} establishmentId={establishmentId} />
        <SalesBreakdowns report={data} allLocations={allLocations} />
      </Stack>
    );
  };

  const ready = Boolean(data) && !query.isPlaceholderData;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm" className="sales-report-no-print">
        <SalesFiltersBar value={filters} today={today} onChange={setFilters} />
        <ReportDownloads ready={ready} onDownload={download} onDownloadPdf={downloadPdf} />
      </Group>
      {problem === null && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {formatDayRange(filters.from, filters.to)}, by{' '}
          {SALES_INTERVAL_LABEL[filters.interval].toLowerCase()}
          {data && !query.isPlaceholderData
            ? `; compared with ${formatDayRange(data.previousFrom, data.previousTo)}.`
            : '.'}
        </Text>
      )}
      {body()}
    </Stack>
  );
}
