/**
 * Analytics of one location or all (spec operations.md §2–3; issue #31): the range control, the
 * six metric cards, daily revenue and the retail/backbar split, and for every location the
 * side-by-side table; downloadable as CSV and PDF, and printable. A skeleton while it first loads, a
 * sentence when nothing happened, the server's sentence with Retry when it fails.
 */
import './analytics-print.css';
import { Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { ALL_ESTABLISHMENTS, ANALYTICS_MESSAGES, type Analytics } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { ReportDownloads } from '../../../components/report-action-button';
import { saveCsv } from '../../../lib/csv-files';
import { pdfName, savePdf } from '../../../lib/pdf-files';
import { formatDate } from '../../../lib/format';
import { useAnalytics } from '../api/analytics-api';
import { ANALYTICS_SCREEN_CELLS, analyticsCsv, analyticsCsvName, analyticsTable } from '../lib/analytics-csv';
import { periodProblem, todayIn } from '../lib/analytics-range';
import { useAnalyticsPeriod } from '../lib/analytics-url-state';
import { LocationsTable } from './locations-table';
import { MetricCards } from './metric-cards';
import { RangeControl } from './range-control';
import { RevenueChart } from './revenue-chart';
import { SplitChart } from './split-chart';

/** True when anything was sold, refunded, ordered, received or used. */
function hasActivity(a: Analytics): boolean {
  const t = a.totals;
  return (
    a.daily.some((d) => d.revenue !== 0) ||
    t.totalRevenue.current !== 0 ||
    t.totalPurchaseOrders.current !== 0 ||
    t.inventorySpend.current !== 0 ||
    t.retailBackbarSplit.current !== null
  );
}

export interface AnalyticsViewProps {
  /** A location's id or ALL_ESTABLISHMENTS. */
  establishmentId: string;
  /** The location's name, for the CSV's file name; null for every location. */
  locationName: string | null;
  /** The IANA zone whose today the ranges end on. */
  timeZone: string;
}

/** The analytics of `establishmentId` over the range in the address; see the file's comment. */
export function AnalyticsView({ establishmentId, locationName, timeZone }: AnalyticsViewProps) {
  const [period, setPeriod] = useAnalyticsPeriod(todayIn(timeZone));
  const problem = periodProblem(period);
  const query = useAnalytics(establishmentId, period.from, period.to, problem === null);
  const all = establishmentId === ALL_ESTABLISHMENTS;
  const data = problem === null ? query.data : undefined;
  const ready = Boolean(data) && !query.isPlaceholderData;

  const download = () => {
    if (data) saveCsv(analyticsCsv(data, all), analyticsCsvName(locationName, data.from, data.to));
  };

  const downloadPdf = async () => {
    if (!data) return;
    const table = analyticsTable(
      data,
      all,
      { locationName, generatedAt: new Date() },
      ANALYTICS_SCREEN_CELLS,
    );
    await savePdf(table, pdfName(analyticsCsvName(locationName, data.from, data.to)));
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
        <LoadError
          title={ANALYTICS_MESSAGES.loadFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    if (!data)
      return (
        <Stack gap="lg" aria-label="Loading analytics" aria-busy>
          <Skeleton h={120} />
          <Skeleton h={260} />
        </Stack>
      );
    return (
      <Stack gap="lg" aria-busy={query.isPlaceholderData}>
        {!hasActivity(data) && (
          <Card withBorder padding="xl">
            <Stack align="center" gap="sm">
              <IconChartBar size={40} aria-hidden />
              <Title order={2} size="h4">
                {ANALYTICS_MESSAGES.noData}
              </Title>
            </Stack>
          </Card>
        )}
        <MetricCards totals={data.totals} />
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <RevenueChart data={data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <SplitChart split={data.totals.retailBackbarSplit} />
          </Grid.Col>
        </Grid>
        {all && <LocationsTable data={data} />}
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm" className="analytics-no-print">
        <RangeControl value={period} onChange={setPeriod} />
        <ReportDownloads ready={ready} onDownload={download} onDownloadPdf={downloadPdf} />
      </Group>
      {problem === null && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {formatDate(period.from)} – {formatDate(period.to)}
          {data && !query.isPlaceholderData
            ? `; compared with ${formatDate(data.previousFrom)} – ${formatDate(data.previousTo)}.`
            : '.'}
        </Text>
      )}
      {body()}
    </Stack>
  );
}
