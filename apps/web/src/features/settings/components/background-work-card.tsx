/**
 * Background work that failed (issue #30), for owners and admins: each reaction or job that used
 * up its retries, what it reacted to, its last error, and Run again. Work that runs as it should
 * never shows here.
 */
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { FailedJob } from '@daybook/contracts';
import { listReadState } from '../../../components/data-table/list-read';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { actionsColumn } from '../../../components/data-table/row-actions';
import { formatDate } from '../../../lib/format';
import { FAILED_JOBS_LOAD_FAILED, useFailedJobs, useRetryJob } from '../api/background-work-api';

/** 'event.waitlist.offer-cancelled-slot' → 'Waitlist: offer cancelled slot'. */
export function jobLabel(queue: string): string {
  const [area = '', ...rest] = queue.replace(/^event\./, '').split('.');
  const what = rest.join(' ').replace(/-/g, ' ');
  const place = area.replace(/-/g, ' ');
  const title = place.charAt(0).toUpperCase() + place.slice(1);
  return what ? `${title}: ${what}` : title;
}

/** 'appointment.cancelled' on its date → 'Appointment cancelled, Nov 20, 2026'. */
function eventLabel(job: FailedJob): string {
  if (!job.eventType) return 'Scheduled work';
  const words = job.eventType.replace(/[.-]/g, ' ');
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return job.occurredAt ? `${text}, ${formatDate(job.occurredAt)}` : text;
}

export function BackgroundWorkCard() {
  const failed = useFailedJobs();
  const retry = useRetryJob();
  const columns: DataTableColumn<FailedJob>[] = [
    { accessor: 'queue', title: 'Work', render: (job) => jobLabel(job.queue) },
    { accessor: 'eventType', title: 'After', render: eventLabel },
    {
      accessor: 'failedAt',
      title: 'Failed',
      render: (job) => (job.failedAt ? formatDate(job.failedAt) : ''),
    },
    { accessor: 'error', title: 'Error' },
    actionsColumn((job) => (
      <Button
        size="xs"
        variant="default"
        loading={retry.isPending && retry.variables === job.id}
        onClick={() => retry.mutate(job.id)}
        aria-label={`Run again: ${jobLabel(job.queue)}`}
      >
        Run again
      </Button>
    )),
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="background-work-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="background-work-title">
            Background work
          </Title>
          <Text size="sm" c="dimmed">
            Waitlist offers, exports and other work that runs after a change or on a schedule. What failed
            after every retry is listed here to run again.
          </Text>
        </div>
        <DataTable
          label="Failed background work"
          loadingLabel="Loading background work"
          columns={columns}
          records={failed.data}
          {...listReadState(failed, FAILED_JOBS_LOAD_FAILED)}
          empty={
            <Text size="sm" role="status">
              Nothing has failed: every piece of background work ran.
            </Text>
          }
          minWidth={600}
        />
      </Stack>
    </Paper>
  );
}
