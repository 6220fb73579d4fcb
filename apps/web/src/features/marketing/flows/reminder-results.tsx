/**
 * Reminder results (issue #32 "Results … per reminder flow: sent, and the no-show rate of
 * reminded against unreminded appointments"): over the location's appointments that ended in the
 * last 90 days, the reminders sent per flow and the no-show rate of reminded against unreminded
 * ones (the server's definitions, automations.results.ts). Numbers en-US.
 */
import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  AUTOMATION_MESSAGES as M,
  AUTOMATION_RESULTS_DAYS,
  type AutomationResults,
} from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { useAutomationResults } from './automations-api';

const FLOW_LABEL: Record<AutomationResults['flows'][number]['flow'], string> = {
  reminder_first: 'First reminder',
  reminder_second: 'Second reminder',
};

const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A group's no-show rate, "n/a" without appointments (no rate to speak of). */
const rate = (g: AutomationResults['reminded']) =>
  g.appointments === 0 ? 'n/a' : percent.format(g.noShows / g.appointments);

/** The results block of location `establishmentId`. */
export function ReminderResults({ establishmentId }: { establishmentId: string }) {
  const results = useAutomationResults(establishmentId);
  const days = results.data?.days ?? AUTOMATION_RESULTS_DAYS.default;
  const title = `Results (last ${days} days)`;
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3}>{title}</Title>
        {results.error ? (
          <LoadError title={M.resultsFailed} error={results.error} onRetry={() => void results.refetch()} />
        ) : !results.data ? (
          <Loader size="sm" aria-label="Loading results" />
        ) : (
          <Figures results={results.data} />
        )}
      </Stack>
    </Paper>
  );
}

function Figures({ results: r }: { results: AutomationResults }) {
  if (r.reminded.appointments + r.unreminded.appointments === 0)
    return <Text c="dimmed">No appointments ended in these days yet.</Text>;
  return (
    <>
      {r.flows.map((f) => (
        <Text key={f.flow} size="sm">
          {`${FLOW_LABEL[f.flow]}: ${count.format(f.sent)} sent`}
        </Text>
      ))}
      <Text size="sm">
        {`No-show rate: ${rate(r.reminded)} reminded vs ${rate(r.unreminded)} not reminded ` +
          `(${count.format(r.reminded.appointments)} and ${count.format(r.unreminded.appointments)} appointments)`}
      </Text>
    </>
  );
}
