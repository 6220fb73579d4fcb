/**
 * 'Rooms & resources' of one establishment: list, add, rename, deactivate/activate and delete
 * (owners, managers and admins; the server checks establishment:update). Each change is saved at
 * once. A room that appointments hold cannot be deleted: the server's 409 message is shown with
 * an offer to deactivate it instead.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  RESOURCE_MESSAGES,
  RESOURCE_KINDS,
  resourceCreateSchema,
  resourceUpdateSchema,
  type BookableResource,
  type ResourceKind,
} from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { KIND_LABEL, useResourceMutations, useResources } from '../../../lib/catalog/api/resources-api';
import { RoomStatusBadge } from './room-status-badge';

const KIND_OPTIONS = RESOURCE_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] }));

/** The first zod message of a failed parse, or null when it passed. */
function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

function AddResourceForm({
  submitting,
  onAdd,
}: {
  submitting: boolean;
  onAdd: (body: { name: string; kind: ResourceKind }) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ResourceKind>('room');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = firstIssue(resourceCreateSchema.safeParse({ name, kind }));
    setError(problem);
    if (problem) return;
    void onAdd({ name: name.trim(), kind })
      .then(() => setName(''))
      .catch(() => undefined);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a room or resource">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="New room or resource"
          placeholder="e.g. Treatment Room 3"
          maxLength={60}
          value={name}
          error={error}
          onChange={(e) => setName(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <NativeSelect
          label="Kind"
          data={KIND_OPTIONS}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as ResourceKind)}
          w={150}
        />
        <Button type="submit" loading={submitting} mt={25}>
          Add
        </Button>
      </Group>
    </form>
  );
}

function RenameField({
  resource,
  saving,
  onSave,
  onCancel,
}: {
  resource: BookableResource;
  saving: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(resource.name);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = firstIssue(resourceUpdateSchema.safeParse({ name }));
    setError(problem);
    if (!problem) onSave(name.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={`New name for ${resource.name}`}
          size="xs"
          maxLength={60}
          value={name}
          error={error}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        <Button size="xs" type="submit" loading={saving}>
          Save
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

/** The section; `establishmentId` is the establishment being edited. */
export function RoomsSection({ establishmentId }: { establishmentId: string }) {
  const list = useResources(establishmentId);
  const { create, update, remove } = useResourceMutations(establishmentId);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BookableResource | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, { onSuccess: () => setDeleting(null) });
  };
  const deactivateInstead = () => {
    if (!deleting) return;
    update.mutate(
      { id: deleting.id, body: { isActive: false } },
      {
        onSuccess: () => {
          setDeleting(null);
          remove.reset();
        },
      },
    );
  };

  let content;
  if (list.isPending) {
    content = (
      <Stack gap="xs" role="status" aria-label="Loading rooms">
        <Skeleton height={32} />
        <Skeleton height={32} />
      </Stack>
    );
  } else if (list.isError) {
    content = (
      <Alert color="red" role="alert" title={RESOURCE_MESSAGES.fetchFailed}>
        {errorMessage(list.error, RESOURCE_MESSAGES.fetchFailed)}
      </Alert>
    );
  } else if (list.data.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        No rooms or resources yet. Add the rooms appointments can be booked into.
      </Text>
    );
  } else {
    content = (
      <Table verticalSpacing="xs" aria-label="Rooms and resources">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                {renaming === r.id ? (
                  <RenameField
                    resource={r}
                    saving={update.isPending && update.variables?.id === r.id}
                    onCancel={() => setRenaming(null)}
                    onSave={(name) =>
                      update.mutate({ id: r.id, body: { name } }, { onSuccess: () => setRenaming(null) })
                    }
                  />
                ) : (
                  <Text size="sm" fw={500}>
                    {r.name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{KIND_LABEL[r.kind]}</Text>
              </Table.Td>
              <Table.Td>
                <RoomStatusBadge active={r.isActive} />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Rename ${r.name}`}
                    disabled={renaming === r.id}
                    onClick={() => setRenaming(r.id)}
                  >
                    Rename
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`${r.isActive ? 'Deactivate' : 'Activate'} ${r.name}`}
                    loading={
                      update.isPending &&
                      update.variables?.id === r.id &&
                      update.variables.body.isActive !== undefined
                    }
                    onClick={() => update.mutate({ id: r.id, body: { isActive: !r.isActive } })}
                  >
                    {r.isActive ? 'Deactivate' : 'Activate'}
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="subtle"
                    aria-label={`Delete ${r.name}`}
                    onClick={() => {
                      remove.reset();
                      setDeleting(r);
                    }}
                  >
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="rooms-section-title">
      <Divider mt="lg" />
      <div>
        <Title order={3} size="h5" id="rooms-section-title">
          Rooms &amp; resources
        </Title>
        <Text size="sm" c="dimmed">
          A room is held by one appointment at a time; equipment is listed for reference. Changes here are
          saved at once.
        </Text>
      </div>
      {content}
      {deleting && (
        <Alert color="red" role="alertdialog" title={`Delete ${deleting.name}?`}>
          <Stack gap="xs">
            {remove.isError ? (
              <Text size="sm">{errorMessage(remove.error, RESOURCE_MESSAGES.deleteFailed)}</Text>
            ) : (
              <Text size="sm">It is removed from this location. This cannot be undone.</Text>
            )}
            <Group gap="xs">
              {remove.isError ? (
                deleting.isActive && (
                  <Button size="xs" loading={update.isPending} onClick={deactivateInstead}>
                    Deactivate instead
                  </Button>
                )
              ) : (
                <Button size="xs" color="red" loading={remove.isPending} onClick={confirmDelete}>
                  Delete
                </Button>
              )}
              <Button size="xs" variant="default" onClick={() => setDeleting(null)}>
                Keep it
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <AddResourceForm submitting={create.isPending} onAdd={(body) => create.mutateAsync(body)} />
    </Stack>
  );
}
