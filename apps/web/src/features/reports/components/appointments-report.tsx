/**
 * The appointments report of one location or all (issue #31, `/reports?type=appointments`) over
 * local days `from`–`to`: appointments booked to start in the period against those completed,
 * cancelled and missed, with rates, the share booked online and lead times against the previous
 * period, as cards; how far ahead they were booked as a chart; by status, lead time, service and
 * (cancellations and no-shows) reason as tables; downloadable as CSV. A skeleton while it first loads, a plain sentence when nothing was booked, the server's
 * sentence with Retry when it fails. Each count (booked, completed, cancelled, no-shows, online,
 * and the status and reason rows' counts) is a button opening the appointments behind it.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useState, type ReactNode } from 'react';
import { Button, Card, Group, SimpleGrid, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import {
  APPOINTMENTS_FIGURES,
  NO_REASON,
  type AppointmentsFigure,
  type AppointmentsListFigure,
  type AppointmentsReport,
  type AppointmentStatus,
} from '@daybook/contracts';
import {
  APPOINTMENTS_REPORT_FAILED,
  useAppointmentsReport,
  type AppointmentsSelection,
} from '../api/appointments-report-api';
import { SCREEN_CELLS } from '../../../lib/report-table';
import { formatCount, formatDayRange } from '../lib/sales-format';
import { AppointmentsFigureModal } from './appointments-figure-modal';
import {
  LEAD_TIME_LABEL,
  appointmentsReportCsv,
  appointmentsReportTable,
  leadTimeTable,
  reasonTable,
  serviceTable,
  statusTable,
} from './appointments-report-tables';
import { ReportFigureCards, type ReportFigure } from './clients-report-cards';
import { ReportShell } from './report-shell';
import { SalesTableCard } from './sales-table';

export interface AppointmentsReportViewProps {
  /** A location's id or ALL_ESTABLISHMENTS. */
  establishmentId: string;
  /** First and last local day of the period, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** The location's name, for the PDF's subtitle; null (the default) for every location. */
  locationName?: string | null;
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
  { key: 'onlineShare', label: 'Booked online', kind: 'rate', better: 'up' },
  { key: 'leadTimeMedianDays', label: 'Median lead time', kind: 'days', better: 'neither' },
  { key: 'leadTimeAverageDays', label: 'Average lead time', kind: 'days', better: 'neither' },
];

/** The report's counts whose appointments can be listed, in the cards' order. */
const LISTED: { figure: AppointmentsListFigure; label: string; count: (r: AppointmentsReport) => number }[] =
  [
    { figure: 'booked', label: 'Booked', count: (r) => r.totals.booked },
    { figure: 'completed', label: 'Completed', count: (r) => r.totals.completed },
    { figure: 'cancelled', label: 'Cancelled', count: (r) => r.totals.cancelled },
    { figure: 'no_show', label: 'No-shows', count: (r) => r.totals.noShows },
    { figure: 'online', label: 'Booked online', count: (r) => r.totals.online },
  ];

/** The statuses that are a listable figure of their own (the status 'booked' is not the figure). */
const STATUS_FIGURE: Partial<Record<AppointmentStatus, AppointmentsListFigure>> = {
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'no_show',
};

/** A table's count as a link-styled button opening its appointments ("5: appointments" to a screen reader). */
function CountButton({ text, onOpen }: { text: string; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} c="blue" td="underline" fz="sm">
      {text}
      <VisuallyHidden>: appointments</VisuallyHidden>
    </UnstyledButton>
  );
}

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

export function AppointmentsReportView({
  establishmentId,
  from,
  to,
  locationName = null,
}: AppointmentsReportViewProps) {
  const query = useAppointmentsReport(establishmentId, from, to);
  const [selection, setSelection] = useState<AppointmentsSelection | null>(null);
  const countCell = (text: string, next: AppointmentsSelection): ReactNode => (
    <CountButton text={text} onOpen={() => setSelection(next)} />
  );
  return (
    <>
      <ReportShell
        query={query}
        failedTitle={APPOINTMENTS_REPORT_FAILED}
        loadingLabel="Loading the appointments report"
        loadingCards={CARDS.length}
        period={`Appointments starting ${formatDayRange(from, to)}`}
        comparison={(data) => `; compared with ${formatDayRange(data.previousFrom, data.previousTo)}.`}
        csv={appointmentsReportCsv}
        csvName="appointments-report"
        table={(data, meta) => appointmentsReportTable(data, meta, SCREEN_CELLS)}
        locationName={locationName}
        isEmpty={(data) => data.totals.booked === 0}
        empty={{
          icon: <IconCalendarOff size={40} aria-hidden />,
          title: 'No appointments in this period',
          text: (data) =>
            `No appointment was booked to start from ${formatDayRange(data.from, data.to)}. Choose another period.`,
        }}
      >
        {(data) => {
          const figures: ReportFigure[] = CARDS.map((c) => ({
            label: c.label,
            figure: APPOINTMENTS_FIGURES[c.key],
            kind: c.kind,
            better: c.better,
            now: data.totals[c.key],
            previous: data.previous.booked === 0 ? null : data.previous[c.key],
          }));
          return (
            <>
              <ReportFigureCards figures={figures} label="Appointment figures" />
              <Group gap="xs" role="group" aria-label="The appointments behind the figures">
                {LISTED.map((l) => (
                  <Button
                    key={l.figure}
                    variant="light"
                    size="compact-sm"
                    onClick={() => setSelection({ figure: l.figure })}
                  >
                    {l.label} {formatCount(l.count(data))}
                    <VisuallyHidden>: appointments</VisuallyHidden>
                  </Button>
                ))}
              </Group>
              <LeadTimeChart report={data} />
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <SalesTableCard
                  table={statusTable(data)}
                  idOf={(r) => r.status}
                  empty=""
                  minWidth={320}
                  renderCell={(key, r, text) => {
                    const figure = STATUS_FIGURE[r.status];
                    return key === 'appointments' && figure ? countCell(text, { figure }) : text;
                  }}
                />
                <SalesTableCard table={leadTimeTable(data)} idOf={(r) => r.bucket} empty="" minWidth={320} />
              </SimpleGrid>
              <SalesTableCard
                table={serviceTable(data)}
                idOf={(r) => r.serviceId}
                empty="No services booked in this period."
              />
              <SalesTableCard
                table={reasonTable(data)}
                idOf={(r) => r.reason ?? NO_REASON}
                empty="No cancellations or no-shows in this period."
                renderCell={(key, r, text) => {
                  const reason = r.reason ?? NO_REASON;
                  if (key === 'cancelled') return countCell(text, { figure: 'cancelled', reason });
                  if (key === 'noShows') return countCell(text, { figure: 'no_show', reason });
                  return text;
                }}
              />
            </>
          );
        }}
      </ReportShell>
      <AppointmentsFigureModal
        establishmentId={establishmentId}
        from={from}
        to={to}
        selection={selection}
        onClose={() => setSelection(null)}
      />
    </>
  );
}
