/**
 * Terminating an employee (spec operations.md §4; issue #14): their future appointments are
 * listed, each with a staff picker; those left without one are cancelled only when the box is
 * ticked (otherwise the server refuses and lists them). Then access ends at once.
 */
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Employee, FutureAppointment } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/api-client';
import { useStaff } from '../../../lib/catalog/api/services-api';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useEmployeeMutations, useFutureAppointments } from '../api/employees-api';

function StaffPicker({
  appointment,
  leavingId,
  value,
  onChange,
}: {
  appointment: FutureAppointment;
  leavingId: string;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { tenant } = useWorkspace();
  const staff = useStaff(tenant.id, appointment.establishmentId);
  const options = (staff.data ?? [])
    .filter((s) => s.id !== leavingId)
    .map((s) => ({ value: s.id, label: s.name }));
  return (
    <Select
      aria-label={`New staff member for ${appointment.clientName}`}
      placeholder={staff.isPending ? 'Loading…' : 'Choose'}
      data={options}
      value={value}
      onChange={onChange}
      clearable
    />
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export function TerminateModal({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const future = useFutureAppointments(employee.id);
  const { terminate } = useEmployeeMutations();
  const [date, setDate] = useState(() => new Date().toLocaleDateString('en-CA'));
  const [picks, setPicks] = useState<Record<string, string | null>>({});
  const [cancelRemaining, setCancelRemaining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit() {
    setFailure(null);
    const reassign = Object.entries(picks)
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(([appointmentId, staffId]) => ({ appointmentId, staffId }));
    try {
      const answer = await terminate.mutateAsync({
        id: employee.id,
        body: { terminationDate: date, reassign, cancelRemaining },
      });
      notifications.show({ color: 'green', message: answer.message });
      onClose();
    } catch (e) {
      setFailure(errorMessage(e, 'Failed to terminate the employee.'));
    }
  }

  return (
    <AppModal
      opened
      onClose={onClose}
      title={`Terminate ${employee.firstName} ${employee.lastName}`}
      size="lg"
    >
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          type="date"
          label="Termination date"
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          required
        />
        <Text fw={600}>Future appointments</Text>
        {future.isPending ? (
          <Loader size="sm" aria-label="Loading future appointments" />
        ) : future.isError ? (
          <LoadError
            title="Failed to load future appointments"
            error={future.error}
            onRetry={() => void future.refetch()}
          />
        ) : future.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No future appointments.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Client and service</Table.Th>
                  <Table.Th>Reassign to</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {future.data.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{when(a.startsAt)}</Table.Td>
                    <Table.Td>{`${a.clientName} · ${a.serviceName}`}</Table.Td>
                    <Table.Td>
                      <StaffPicker
                        appointment={a}
                        leavingId={employee.id}
                        value={picks[a.id] ?? null}
                        onChange={(id) => setPicks((p) => ({ ...p, [a.id]: id }))}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Checkbox
          label="Cancel the appointments left without a new staff member"
          checked={cancelRemaining}
          onChange={(e) => setCancelRemaining(e.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          Their system access turns off and every session ends at once.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={terminate.isPending}
            onClick={() => void submit()}
            disabled={future.isPending}
          >
            Terminate
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
