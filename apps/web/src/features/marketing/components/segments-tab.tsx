/**
 * The Segments tab (issue #32): the saved segments with how many clients each holds now, and
 * the builder to make, edit or delete one.
 */
import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Segment } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { LoadError } from '../../../components/load-error';
import { useDeleteSegment, useFilterOptions, useSegments } from '../api/segments-api';
import { SegmentBuilder } from './segment-builder';
import { SegmentMembersModal } from './segment-members';

type Editing = { kind: 'new' } | { kind: 'edit'; segment: Segment } | null;

export function SegmentsTab({
  tenantId,
  establishments,
}: {
  tenantId: string;
  establishments: { id: string; name: string }[];
}) {
  const segments = useSegments();
  const options = useFilterOptions(tenantId, establishments);
  const remove = useDeleteSegment();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Segment | null>(null);
  const [viewing, setViewing] = useState<Segment | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Saved filters over your clients, counted afresh each time they are read.
        </Text>
        <Button onClick={() => setEditing({ kind: 'new' })} disabled={editing !== null}>
          New segment
        </Button>
      </Group>
      {editing && (
        <SegmentBuilder
          key={editing.kind === 'edit' ? editing.segment.id : 'new'}
          segment={editing.kind === 'edit' ? editing.segment : undefined}
          options={options}
          establishments={establishments}
          onDone={() => setEditing(null)}
        />
      )}
      {segments.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Loading segments…</Text>
        </Group>
      ) : segments.isError ? (
        <LoadError
          title="Could not load segments"
          error={segments.error}
          onRetry={() => void segments.refetch()}
        />
      ) : segments.data.length === 0 ? (
        <Alert color="gray" role="status" title="No segments yet">
          Build one with New segment: pick who it holds and watch the count as you go.
        </Alert>
      ) : (
        <Table striped highlightOnHover aria-label="Saved segments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Segment</Table.Th>
              <Table.Th ta="right">Clients</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {segments.data.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.name}</Table.Td>
                <Table.Td ta="right">{s.memberCount.toLocaleString('en-US')}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end">
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Members of ${s.name}`}
                      onClick={() => setViewing(s)}
                    >
                      Members
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Edit ${s.name}`}
                      onClick={() => setEditing({ kind: 'edit', segment: s })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${s.name}`}
                      onClick={() => setDeleting(s)}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <SegmentMembersModal segment={viewing} onClose={() => setViewing(null)} />
      <AppModal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete segment?">
        <Stack gap="md">
          <Text size="sm">“{deleting?.name}” will be deleted. Its clients are not changed.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    if (editing?.kind === 'edit' && editing.segment.id === deleting.id) setEditing(null);
                    setDeleting(null);
                  },
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Stack>
  );
}
