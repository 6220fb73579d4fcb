/**
 * The appointments report of one location or all (issue #31, `/reports?type=appointments`) over
 * local days `from`–`to`: appointments booked to start in the period against those completed,
 * cancelled and missed, with rates and lead times against the previous period, as cards; how far
 * ahead they were booked as a chart; by status, service and lead time as tables; downloadable as
 * CSV. A skeleton while it first loads, a plain sentence when nothing was booked, the server's
 * sentence with Retry when it fails.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconDownload } from '@tabler/icons-react';
import { APPOINTMENTS_FIGURES, type AppointmentsFigure, type AppointmentsReport } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { APPOINTMENTS_REPORT_FAILED, useAppointmentsReport } from '../api/appointments-report-api';
import { saveCsv } from '../lib/sales-csv';
import { formatDayRange } from '../lib/sales-format';
import {
  LEAD_TIME_LABEL,
  appointmentsReportCsv,
  leadTimeTable,
  serviceTable,
  statusTable,
} from './appointments-report-tables';
import { ReportFigureCards, ReportFiguresSkeleton, type ReportFigure } from './clients-report-cards';
import { SalesTableCard } from './sales-table';

export interface AppointmentsReportViewProps {
  /** A location's id or ALL_ESTABLISHMENTS. */
  establishmentId: string;
  /** First and last local day of the period, 'YYYY-MM-DD'. */
  from: string;
  to: string;
}

const CARDS: {
  key: AppointmentsFigure;
  label: string;
  kind: ReportFigure['kind'];
  better: ReportFigure['better'];
}[] = [
  { key: 'booked', label: 'Booked', kind: 'count', better: 'neither' },
  { key: 'completed', label: 'Completed', kind: 'count', better: 'up' },
  { key: 'cancelled', label: 'Cancelled', kind: 'count', better: 'down' },
  { key: 'noShows', label: 'No-shows', kind: 'count', better: 'down' },
  { key: 'cancellationRate', label: 'Cancellation rate', kind: 'rate', better: 'down' },
  { key: 'noShowRate', label: 'No-show rate', kind: 'rate', better: 'down' },
  { key: 'leadTimeMedianDays', label: 'Median lead time', kind: 'days', better: 'neither' },
  { key: 'leadTimeAverageDays', label: 'Average lead time', kind: 'days', better: 'neither' },
];

/** The lead-time histogram as bars. */
function LeadTimeChart({ report }: { report: AppointmentsReport }) {
  const data = report.leadTime.map((b) => ({
    lead: LEAD_TIME_LABEL[b.bucket],
    Appointments: b.appointments,
  }));
  const summary =
    `Bar chart of how far ahead ${report.totals.booked} appointments were booked: ` +
    data.map((d) => `${d.lead} ${d.Appointments}`).join(', ') +
    '.';
  return (
    <Card withBorder padding="md" component="figure" m={0} aria-labelledby="lead-time-chart-title">
      <Title order={2} size="h4" mb="sm" id="lead-time-chart-title">
        How far ahead appointments were booked
      </Title>
      <div role="img" aria-label={summary}>
        <BarChart h={260} data={data} dataKey="lead" series={[{ name: 'Appointments', color: 'indigo.6' }]} />
      </div>
    </Card>
  );
}

export function AppointmentsReportView({ establishmentId, from, to }: AppointmentsReportViewProps) {
  const query = useAppointmentsReport(establishmentId, from, to);
  const data = query.data;

  const download = () => {
    if (data) saveCsv(appointmentsReportCsv(data), `appointments-report-${data.from}-to-${data.to}.csv`);
  };

  const body = () => {
    if (query.isError)
      return (
        <LoadError
          title={APPOINTMENTS_REPORT_FAILED}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    if (!data) return <ReportFiguresSkeleton label="Loading the appointments report" cards={8} />;
    if (data.totals.booked === 0)
      return (
        <Card withBorder padding="xl">
          <Stack align="center" gap="sm">
            <IconCalendarOff size={40} aria-hidden />
            <Title order={2} size="h4">
              No appointments in this period
            </Title>
            <Text c="dimmed" size="sm" ta="center" maw={480}>
              No appointment was booked to start from {formatDayRange(data.from, data.to)}. Choose another
              period.
            </Text>
          </Stack>
        </Card>
      );
    const figures: ReportFigure[] = CARDS.map((c) => ({
      label: c.label,
      figure: APPOINTMENTS_FIGURES[c.key],
      kind: c.kind,
      better: c.better,
      now: data.totals[c.key],
      previous: data.previous.booked === 0 ? null : data.previous[c.key],
    }));
    return (
      <Stack gap="lg" aria-busy={query.isPlaceholderData}>
        <ReportFigureCards figures={figures} label="Appointment figures" />
        <LeadTimeChart report={data} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <SalesTableCard table={statusTable(data)} idOf={(r) => r.status} empty="" minWidth={320} />
          <SalesTableCard table={leadTimeTable(data)} idOf={(r) => r.bucket} empty="" minWidth={320} />
        </SimpleGrid>
        <SalesTableCard
          table={serviceTable(data)}
          idOf={(r) => r.serviceId}
          empty="No services booked in this period."
        />
        <Text size="xs" c="dimmed">
          Reasons for cancellations and no-shows, and the share booked online, are not in this report yet.
        </Text>
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          Appointments starting {formatDayRange(from, to)}
          {data && !query.isPlaceholderData
            ? `; compared with ${formatDayRange(data.previousFrom, data.previousTo)}.`
            : '.'}
        </Text>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={download}
          disabled={!data || query.isPlaceholderData}
        >
          Download CSV
        </Button>
      </Group>
      {body()}
    </Stack>
  );
}
