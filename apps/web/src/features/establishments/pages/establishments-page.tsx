/** /establishments: the tenant's locations, with create, edit, activate/deactivate and delete by role. */
import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { MESSAGES, hasPermission, type Establishment } from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { AppModal } from '../../../components/app-modal';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useEstablishmentMutations, useEstablishments } from '../api/establishments-api';
import { EstablishmentForm } from '../components/establishment-form';
import { formatPhone } from '@daybook/contracts/phone';

/** 'Street, City, State PostalCode' without empty parts. */
export function formatAddress(e: Establishment): string {
  const a = e.address;
  const cityLine = [a.city, [a.state, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.street, cityLine].filter(Boolean).join(', ') || '—';
}

type Editing = { mode: 'create' } | { mode: 'edit'; establishment: Establishment } | null;

/** The establishments page; `renderRooms` shows a location's rooms under its edit form. */
export function EstablishmentsPage({ renderRooms }: { renderRooms: (establishmentId: string) => ReactNode }) {
  const { role, tenant } = useWorkspace();
  const list = useEstablishments(tenant.id);
  const { create, update, remove } = useEstablishmentMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Establishment | null>(null);

  const canCreate = hasPermission(role, 'establishment:create');
  const canUpdate = hasPermission(role, 'establishment:update');
  const canDelete = hasPermission(role, 'establishment:delete');

  const addButton = canCreate ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ mode: 'create' })}>
      Add Establishment
    </Button>
  ) : null;

  let content;
  if (list.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-label="Loading establishments">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={48} radius="sm" />
        ))}
      </Stack>
    );
  } else if (list.isError) {
    content = (
      <Alert color="red" role="alert" title={MESSAGES.fetchEstablishmentsFailed}>
        {errorMessage(list.error, MESSAGES.fetchEstablishmentsFailed)}
      </Alert>
    );
  } else if (list.data.length === 0) {
    content = (
      <Card withBorder padding="xl">
        <Stack align="center" gap="sm">
          <IconBuildingStore size={40} aria-hidden />
          <Text fw={600}>No establishments yet.</Text>
          <Text c="dimmed" size="sm">
            Add your first location to start taking bookings.
          </Text>
          {addButton}
        </Stack>
      </Card>
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={860}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Address</Table.Th>
              <Table.Th scope="col">Phone</Table.Th>
              <Table.Th scope="col">Time zone</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              {(canUpdate || canDelete) && <Table.Th scope="col">Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td fw={500}>{e.name}</Table.Td>
                <Table.Td>{formatAddress(e)}</Table.Td>
                <Table.Td>{e.phone ? formatPhone(e.phone) : '—'}</Table.Td>
                <Table.Td>{e.timeZone}</Table.Td>
                <Table.Td>
                  <Badge
                    color={e.isActive ? '#1f6f33' : 'gray.7'}
                    variant="filled"
                    style={{ minWidth: 'max-content' }}
                  >
                    {e.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </Table.Td>
                {(canUpdate || canDelete) && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {canUpdate && (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setEditing({ mode: 'edit', establishment: e })}
                          aria-label={`Edit ${e.name}`}
                        >
                          Edit
                        </Button>
                      )}
                      {canUpdate && (
                        <Button
                          size="xs"
                          variant="default"
                          loading={
                            update.isPending &&
                            update.variables?.id === e.id &&
                            update.variables.body.isActive !== undefined
                          }
                          onClick={() => update.mutate({ id: e.id, body: { isActive: !e.isActive } })}
                          aria-label={`${e.isActive ? 'Deactivate' : 'Activate'} ${e.name}`}
                        >
                          {e.isActive ? 'Deactivate' : 'Activate'}
                        </Button>
                      )}
                      {canDelete && (
                        <Button
                          size="xs"
                          color="red"
                          variant="subtle"
                          onClick={() => setDeleting(e)}
                          aria-label={`Delete ${e.name}`}
                        >
                          Delete
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <>
      <PageHeader
        title="Establishments"
        description="The locations of your business."
        actions={list.data && list.data.length > 0 ? addButton : null}
      />
      {content}

      <AppModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? `Edit ${editing.establishment.name}` : 'Add Establishment'}
        size="xl"
      >
        {editing && (
          <EstablishmentForm
            key={editing.mode === 'edit' ? editing.establishment.id : 'new'}
            establishment={editing.mode === 'edit' ? editing.establishment : null}
            submitLabel={editing.mode === 'edit' ? 'Save changes' : 'Create establishment'}
            submitting={create.isPending || update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(body) => {
              if (editing.mode === 'edit') {
                update.mutate({ id: editing.establishment.id, body }, { onSuccess: () => setEditing(null) });
              } else {
                create.mutate(body, { onSuccess: () => setEditing(null) });
              }
            }}
          />
        )}
        {editing?.mode === 'edit' && renderRooms(editing.establishment.id)}
      </AppModal>

      <AppModal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete establishment">
        <Stack>
          <Text>
            Delete <strong>{deleting?.name}</strong>? Its settings and business hours are removed. This cannot
            be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}
