/**
 * Approving or rejecting a request, with reviewer notes. Approval first shows what it would do
 * (the approval preview): the balance before and after, and the person's appointments inside the
 * leave with a warning, so the manager can reschedule them.
 */
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { Alert, Button, Group, List, Loader, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIME_OFF_MESSAGES as M, TIME_OFF_TYPE_LABEL, type TimeOffRequest } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { useDecideTimeOff, useTimeOffReview } from '../api/time-off-api';
import { formatDateRange, formatHours } from '../time-off-format';

export type Decision = { request: TimeOffRequest; status: 'approved' | 'rejected' };

function when(startsAt: string, timeZone: string): string {
  return new Date(startsAt).toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

function ApprovalPreview({
  establishmentId,
  id,
  timeZone,
}: {
  establishmentId: string;
  id: string;
  timeZone: string;
}) {
  const review = useTimeOffReview(establishmentId, id);
  if (review.isPending) return <Loader size="sm" aria-label="Loading the balance and appointments" />;
  if (review.isError)
    return <LoadError title={M.fetchFailed} error={review.error} onRetry={() => void review.refetch()} />;
  const r = review.data;
  const type = TIME_OFF_TYPE_LABEL[r.request.type].toLowerCase();
  return (
    <Stack gap="xs">
      <Text size="sm">
        {type[0]!.toUpperCase() + type.slice(1)} balance: {formatHours(r.balanceHours)}, after approval{' '}
        {formatHours(r.remainingHours)}.
      </Text>
      {!r.sufficient && (
        <Alert color="red" role="alert">
          {M.overBalance(r.request.type, r.request.hours, r.balanceHours)}
        </Alert>
      )}
      {r.warning && (
        <Alert color="yellow" title="Clashing appointments">
          <Text size="sm" mb="xs">
            {r.warning}
          </Text>
          <List size="sm" aria-label="Clashing appointments">
            {r.clashes.map((c) => (
              <List.Item key={c.appointmentId}>
                {when(c.startsAt, timeZone)}: {c.serviceName} with {c.clientName}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

export function DecisionModal({
  establishmentId,
  timeZone,
  decision,
  onClose,
}: {
  establishmentId: string;
  timeZone: string;
  decision: Decision | null;
  onClose: () => void;
}) {
  const [notes, setNotes] = useState('');
  const status = decision?.status ?? 'approved';
  const decide = useDecideTimeOff(establishmentId, status);
  const request = decision?.request;
  const approving = status === 'approved';
  const close = () => {
    setNotes('');
    onClose();
  };
  return (
    <AppModal
      opened={decision !== null}
      onClose={close}
      title={approving ? 'Approve time off' : 'Reject time off'}
    >
      {request && (
        <Stack gap="sm">
          <Text size="sm">
            {request.employeeName}: {TIME_OFF_TYPE_LABEL[request.type]},{' '}
            {formatDateRange(request.startDate, request.endDate)} ({formatHours(request.hours)})
          </Text>
          {approving && (
            <ApprovalPreview establishmentId={establishmentId} id={request.id} timeZone={timeZone} />
          )}
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            maxLength={2000}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color={approving ? 'teal.9' : 'red.9'}
              loading={decide.isPending}
              onClick={() =>
                decide.mutate(
                  { id: request.id, notes },
                  {
                    onSuccess: (answer) => {
                      if (answer.warning) notifications.show({ color: 'yellow', message: answer.warning });
                      close();
                    },
                  },
                )
              }
            >
              {approving ? 'Approve' : 'Reject'}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
