/**
 * Background work that failed (issue #30), for owners and admins: each reaction or job that used
 * up its retries, what it reacted to, its last error, and Run again. Work that runs as it should
 * never shows here.
 */
import { Alert, Button, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { FailedJob } from '@daybook/contracts';
import { TableHead } from '../../../components/table-head';
import { errorMessage } from '../../../lib/api-client';
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
        {failed.isPending ? (
          <Loader size="sm" aria-label="Loading background work" />
        ) : failed.isError ? (
          <Alert color="red" title={FAILED_JOBS_LOAD_FAILED} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(failed.error, FAILED_JOBS_LOAD_FAILED)}</Text>
              <Button size="xs" variant="default" onClick={() => void failed.refetch()}>
                Retry
              </Button>
            </Stack>
          </Alert>
        ) : failed.data.length === 0 ? (
          <Text size="sm" role="status">
            Nothing has failed: every piece of background work ran.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table striped>
              <TableHead columns={['Work', 'After', 'Failed', 'Error']} actions />
              <Table.Tbody>
                {failed.data.map((job) => (
                  <Table.Tr key={job.id}>
                    <Table.Td>{jobLabel(job.queue)}</Table.Td>
                    <Table.Td>{eventLabel(job)}</Table.Td>
                    <Table.Td>{job.failedAt ? formatDate(job.failedAt) : ''}</Table.Td>
                    <Table.Td>{job.error}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        loading={retry.isPending && retry.variables === job.id}
                        onClick={() => retry.mutate(job.id)}
                        aria-label={`Run again: ${jobLabel(job.queue)}`}
                      >
                        Run again
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
