/**
 * /hr/time-off for one location (issue #14): managers see the location's requests with filters,
 * approve (after the preview of balance and clashing appointments) or reject with notes, and the
 * leave balances; employees see their own requests and balance and request time off.
 */
import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { TIME_OFF_MESSAGES as M, type TimeOffRequest } from '@daybook/contracts';
import { AppModal } from '../../components/app-modal';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { TableSkeleton } from '../../components/table-skeleton';
import { useWorkspace } from '../../lib/workspace/workspace-context';
import {
  useDeleteTimeOff,
  useLeaveBalances,
  useTimeOffRequests,
  type TimeOffFilters,
} from './api/time-off-api';
import { BalancesTable } from './balances/balances-table';
import { DecisionModal, type Decision } from './requests/decision-modal';
import { RequestFilters } from './requests/request-filters';
import { RequestForm } from './requests/request-form';
import { RequestsTable } from './requests/requests-table';
import { timeOffAccess } from './time-off-access';
import { formatDateRange } from './time-off-format';

export function TimeOffView({
  establishmentId,
  establishmentName,
  timeZone,
}: {
  establishmentId: string;
  establishmentName: string;
  timeZone: string;
}) {
  const { role, user } = useWorkspace();
  const ownOnly = timeOffAccess.ownOnly(role);
  const canDecide = timeOffAccess.decide(role);
  const [filters, setFilters] = useState<TimeOffFilters>({});
  const [formOpen, setFormOpen] = useState(false);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [deleting, setDeleting] = useState<TimeOffRequest | null>(null);
  const requests = useTimeOffRequests(establishmentId, filters);
  const balances = useLeaveBalances(establishmentId);
  const remove = useDeleteTimeOff(establishmentId);
  const people = ownOnly
    ? null
    : (balances.data ?? []).map((b) => ({ value: b.employeeId, label: b.employeeName }));
  const filtered = Object.values(filters).some(Boolean);

  return (
    <>
      <PageHeader
        title="Time Off"
        description={
          ownOnly
            ? `Your time off at ${establishmentName}.`
            : `Time off requests and leave balances of ${establishmentName}.`
        }
        actions={
          timeOffAccess.request(role) && <Button onClick={() => setFormOpen(true)}>Request time off</Button>
        }
      />
      <Stack gap="lg">
        <Card withBorder component="section" aria-labelledby="time-off-requests">
          <Stack gap="sm">
            <Title order={2} size="h4" id="time-off-requests">
              {ownOnly ? 'My requests' : 'Requests'}
            </Title>
            {!ownOnly && <RequestFilters filters={filters} people={people} onChange={setFilters} />}
            {requests.isPending ? (
              <TableSkeleton label="Loading time off requests" />
            ) : requests.isError ? (
              <LoadError
                title={M.fetchFailed}
                error={requests.error}
                onRetry={() => void requests.refetch()}
              />
            ) : requests.data.length === 0 ? (
              <Text c="dimmed" role="status">
                {filtered ? 'No requests match these filters.' : 'No time off requests yet.'}
              </Text>
            ) : (
              <RequestsTable
                requests={requests.data}
                showPerson={!ownOnly}
                userId={user.id}
                canDecide={canDecide}
                onDecide={setDecision}
                onDelete={setDeleting}
              />
            )}
          </Stack>
        </Card>
        <Card withBorder component="section" aria-labelledby="leave-balances">
          <Stack gap="sm">
            <Title order={2} size="h4" id="leave-balances">
              {ownOnly ? 'My leave balance' : 'Leave balances'}
            </Title>
            {balances.isPending ? (
              <TableSkeleton label="Loading leave balances" />
            ) : balances.isError ? (
              <LoadError
                title={M.fetchFailed}
                error={balances.error}
                onRetry={() => void balances.refetch()}
              />
            ) : balances.data.length === 0 ? (
              <Text c="dimmed" role="status">
                Nobody works at this location yet.
              </Text>
            ) : (
              <BalancesTable balances={balances.data} />
            )}
          </Stack>
        </Card>
      </Stack>
      <RequestForm establishmentId={establishmentId} opened={formOpen} onClose={() => setFormOpen(false)} />
      <DecisionModal
        establishmentId={establishmentId}
        timeZone={timeZone}
        decision={decision}
        onClose={() => setDecision(null)}
      />
      <AppModal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete time off request">
        {deleting && (
          <Stack gap="sm">
            <Alert color="red" role="note">
              Delete the request for {formatDateRange(deleting.startDate, deleting.endDate)}? This cannot be
              undone.
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
              >
                Delete
              </Button>
            </Group>
          </Stack>
        )}
      </AppModal>
    </>
  );
}
