/**
 * The pay-change trail on an employee's record (issue #28 "every such change is in an audit
 * trail"): who changed which figure from what to what, and when, newest first. Owners only.
 */
import { Loader, Table, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/format';
import { useStaffTrail } from '../api/staff-audit-api';

/** 'Jan 5, 2026, 3:04 PM' in the browser's zone. */
const when = (iso: string) =>
  `${formatDate(iso)}, ${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;

export function PayChanges({ userId }: { userId: string }) {
  const trail = useStaffTrail(userId, true);
  let body;
  if (trail.isPending) body = <Loader size="xs" aria-label="Loading pay changes" />;
  else if (trail.isError)
    body = (
      <LoadError
        title="Could not load pay changes"
        error={trail.error}
        onRetry={() => void trail.refetch()}
      />
    );
  else if (trail.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        No changes to pay, commission, leave, shifts or certifications yet.
      </Text>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label="Pay changes" fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Change</Table.Th>
              <Table.Th>By</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trail.data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(c.at)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} span>
                    {c.field}
                  </Text>
                  <Text size="sm" span>{`: ${c.oldValue ?? '—'} → ${c.newValue ?? '—'}`}</Text>
                </Table.Td>
                <Table.Td>{c.actorName || 'Former user'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <>
      <Title order={3} size="h5">
        Pay changes
      </Title>
      {body}
    </>
  );
}
