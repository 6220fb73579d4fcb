/**
 * Approving or rejecting a request, with reviewer notes. Approval first shows what it would do
 * (the approval preview): the balance before and after, and the person's appointments inside the
 * leave, each with a choice (move, reassign, cancel and notify; issue #28) that the approval
 * applies. The server's refusal is shown in the dialog in its own words.
 */
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  TIME_OFF_MESSAGES as M,
  TIME_OFF_TYPE_LABEL,
  type TimeOffDecision,
  type TimeOffRequest,
  type TimeOffReview,
} from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useStaff } from '../../../lib/catalog/api/services-api';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { LoadError } from '../../../components/load-error';
import { useDecideTimeOff, useTimeOffReview } from '../api/time-off-api';
import { formatDateRange, formatHours } from '../time-off-format';
import { ClashChoices, toResolutions, type ClashChoice } from './clash-choices';

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

/** What the approval did with the clashing appointments, in a sentence; null when there were none. */
function resolvedSummary(answer: TimeOffDecision): string | null {
  if (answer.resolved.length === 0) return null;
  const count = (action: string) => answer.resolved.filter((r) => r.action === action).length;
  const emailed = answer.resolved.filter((r) => r.clientNotified).length;
  const parts = [
    count('move') && `${count('move')} moved`,
    count('reassign') && `${count('reassign')} reassigned`,
    count('cancel') && `${count('cancel')} cancelled (${emailed} client${emailed === 1 ? '' : 's'} emailed)`,
  ].filter(Boolean);
  return `Appointments: ${parts.join(', ')}.`;
}

function ApprovalPreview({
  establishmentId,
  review: r,
  timeZone,
  choices,
  onChoices,
}: {
  establishmentId: string;
  review: TimeOffReview;
  timeZone: string;
  choices: Record<string, ClashChoice>;
  onChoices: (next: Record<string, ClashChoice>) => void;
}) {
  const { tenant } = useWorkspace();
  const staff = useStaff(tenant.id, r.clashes.length > 0 ? establishmentId : null);
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
      {r.clashes.length > 0 && (
        <Alert color="yellow" title="Clashing appointments">
          <Text size="sm" mb="xs">
            {r.warning}
          </Text>
          <ClashChoices
            establishmentId={establishmentId}
            clashes={r.clashes}
            timeZone={timeZone}
            staff={staff.data ?? []}
            choices={choices}
            describe={(c) => `${when(c.startsAt, timeZone)}: ${c.serviceName} with ${c.clientName}`}
            onChange={onChoices}
          />
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
  const [choices, setChoices] = useState<Record<string, ClashChoice>>({});
  const status = decision?.status ?? 'approved';
  const decide = useDecideTimeOff(establishmentId, status);
  const request = decision?.request;
  const approving = status === 'approved';
  const review = useTimeOffReview(establishmentId, approving && request ? request.id : null);
  const resolutions = review.data ? toResolutions(review.data.clashes, choices) : null;
  // Approval waits for the preview and a complete choice for every clashing appointment.
  const blocked = approving && resolutions === null;
  const close = () => {
    setNotes('');
    setChoices({});
    decide.reset();
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
          {approving &&
            (review.isPending ? (
              <Loader size="sm" aria-label="Loading the balance and appointments" />
            ) : review.isError ? (
              <LoadError title={M.fetchFailed} error={review.error} onRetry={() => void review.refetch()} />
            ) : (
              <ApprovalPreview
                establishmentId={establishmentId}
                review={review.data}
                timeZone={timeZone}
                choices={choices}
                onChoices={setChoices}
              />
            ))}
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            maxLength={2000}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          {decide.isError && (
            <Alert color="red" role="alert">
              {errorMessage(decide.error, approving ? M.approveFailed : M.rejectFailed)}
            </Alert>
          )}
          {blocked && review.isSuccess && (
            <Text size="xs" c="dimmed">
              Choose what happens to each appointment to approve.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color={approving ? 'teal.9' : 'red.9'}
              loading={decide.isPending}
              disabled={blocked}
              onClick={() =>
                decide.mutate(
                  { id: request.id, notes, resolutions: resolutions ?? undefined },
                  {
                    onSuccess: (answer) => {
                      const summary = resolvedSummary(answer);
                      if (summary) notifications.show({ color: 'green', message: summary });
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
