/** The requests of the location (or the employee's own), with the actions the role may take. */
import { Button, Group, Table, Text } from '@mantine/core';
import { TIME_OFF_TYPE_LABEL, type TimeOffRequest } from '@daybook/contracts';
import { formatDate } from '../../../lib/format';
import { formatDateRange, formatHours } from '../time-off-format';
import type { Decision } from './decision-modal';
import { StatusBadge } from './status-badge';

interface Props {
  requests: TimeOffRequest[];
  /** Show whose request it is (managers). */
  showPerson: boolean;
  /** The signed-in person's id: their own pending requests may be deleted, never self-decided. */
  userId: string;
  canDecide: boolean;
  onDecide: (decision: Decision) => void;
  onDelete: (request: TimeOffRequest) => void;
}

export function RequestsTable({ requests, showPerson, userId, canDecide, onDecide, onDelete }: Props) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover aria-label="Time off requests">
        <Table.Thead>
          <Table.Tr>
            {showPerson && <Table.Th>Employee</Table.Th>}
            <Table.Th>Type</Table.Th>
            <Table.Th>Dates</Table.Th>
            <Table.Th>Hours</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Notes</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((r) => {
            const who = showPerson ? `${r.employeeName}, ` : '';
            const label = `${who}${formatDateRange(r.startDate, r.endDate)}`;
            const decidable = canDecide && r.status === 'pending' && r.employeeId !== userId;
            const deletable = r.status !== 'approved' && (r.employeeId === userId || canDecide);
            return (
              <Table.Tr key={r.id}>
                {showPerson && <Table.Td>{r.employeeName}</Table.Td>}
                <Table.Td>{TIME_OFF_TYPE_LABEL[r.type]}</Table.Td>
                <Table.Td>{formatDateRange(r.startDate, r.endDate)}</Table.Td>
                <Table.Td>{formatHours(r.hours)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={r.status} />
                  {r.status === 'approved' && r.approvedDate && (
                    <Text size="xs" c="dimmed">
                      by {r.approvedByName ?? 'a manager'} on {formatDate(r.approvedDate)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{r.notes ?? ''}</Text>
                  {r.reviewerNotes && (
                    <Text size="xs" c="dimmed">
                      Reviewer: {r.reviewerNotes}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {decidable && (
                      <>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Approve ${label}`}
                          onClick={() => onDecide({ request: r, status: 'approved' })}
                        >
                          Approve
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Reject ${label}`}
                          onClick={() => onDecide({ request: r, status: 'rejected' })}
                        >
                          Reject
                        </Button>
                      </>
                    )}
                    {deletable && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="gray"
                        aria-label={`Delete ${label}`}
                        onClick={() => onDelete(r)}
                      >
                        Delete
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
