/** A segment's members now (issue #32), a page of 50 at a time, by name. */
import { Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { Segment } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/format';
import { useSegmentMembers } from '../api/segments-api';

export function SegmentMembersModal({ segment, onClose }: { segment: Segment | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const members = useSegmentMembers(segment?.id ?? null, page);
  const close = () => {
    setPage(1);
    onClose();
  };
  return (
    <AppModal
      opened={segment !== null}
      onClose={close}
      title={`Members of “${segment?.name ?? ''}”`}
      size="lg"
    >
      {members.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Loading members…</Text>
        </Group>
      ) : members.isError ? (
        <LoadError
          title="Could not load the members"
          error={members.error}
          onRetry={() => void members.refetch()}
        />
      ) : members.data.total === 0 ? (
        <Text size="sm">No client matches this segment now.</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {members.data.total === 1 ? '1 client' : `${members.data.total.toLocaleString('en-US')} clients`}
          </Text>
          <Table striped aria-label="Segment members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Client</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Last visit</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data.members.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{m.name}</Table.Td>
                  <Table.Td>{m.email ?? '—'}</Table.Td>
                  <Table.Td>{m.lastVisitAt ? formatDate(m.lastVisitAt) : 'Never'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {members.data.total > members.data.pageSize && (
            <Pagination
              value={page}
              onChange={setPage}
              total={Math.ceil(members.data.total / members.data.pageSize)}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </Stack>
      )}
    </AppModal>
  );
}
