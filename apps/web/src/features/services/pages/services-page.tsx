/**
 * /services: the selected establishment's service menu grouped by category, with search, an
 * inactive filter, and add, edit, activate/deactivate and delete by role (spec core.md §3, §7).
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconScissors, IconSearch } from '@tabler/icons-react';
import {
  STAFF_MESSAGES,
  SEARCH_DEBOUNCE_MS,
  SERVICE_MESSAGES,
  hasPermission,
  type Establishment,
  type Service,
} from '@daybook/contracts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { AppModal } from '../../../components/app-modal';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useServiceMutations, useServices, useStaff } from '../../../lib/catalog/api/services-api';
import { ServiceForm } from '../components/service-form';
import { ServiceProductsSection } from '../components/service-products-section';
import { ServicesTable } from '../components/services-table';
import { categorySuggestions, filterServices, groupByCategory } from './service-display';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';

const TITLE = 'Services';

/** The services page: a location prompt when none (or all) is selected, else the catalogue. */
export function ServicesPage() {
  const { role, selected, isAllSelected } = useWorkspace();

  if (!hasPermission(role, 'service:read')) {
    return <RoleCannotView title={TITLE} what="services" />;
  }

  if (isAllSelected || !selected) {
    return (
      <LocationPrompt
        title={TITLE}
        description="The services each location offers."
        reason="Services belong to a location."
        subject="Services"
      />
    );
  }

  // Keyed by location so search, filters and open dialogs start afresh after a switch.
  return <ServiceCatalogue key={selected.id} establishment={selected} />;
}

type Editing = { mode: 'create' } | { mode: 'edit'; service: Service } | null;

interface Deleting {
  service: Service;
  /** The server's reason when it refused (409: the service has appointments). */
  conflict: string | null;
}

/** One establishment's catalogue. */
function ServiceCatalogue({ establishment }: { establishment: Establishment }) {
  const { role, tenant } = useWorkspace();
  const services = useServices(tenant.id, establishment.id);
  const staff = useStaff(tenant.id, establishment.id);
  const { create, update, remove, toastDeleteError } = useServiceMutations(tenant.id, establishment.id);

  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const canCreate = hasPermission(role, 'service:create');
  const canUpdate = hasPermission(role, 'service:update');
  const canDelete = hasPermission(role, 'service:delete');

  const all = useMemo(() => services.data ?? [], [services.data]);
  const groups = useMemo(
    () => groupByCategory(filterServices(all, debouncedSearch, showInactive)),
    [all, debouncedSearch, showInactive],
  );
  const categories = useMemo(() => categorySuggestions(all), [all]);
  const staffById = useMemo(() => new Map((staff.data ?? []).map((s) => [s.id, s])), [staff.data]);
  const inactiveCount = all.filter((s) => !s.isActive).length;
  const shownCount = groups.reduce((n, g) => n + g.services.length, 0);

  // Only a one-field { isActive } update is a row toggle; a form save also carries isActive.
  const togglingId =
    update.isPending && update.variables && Object.keys(update.variables.body).length === 1
      ? update.variables.id
      : null;

  const openCreate = () => setEditing({ mode: 'create' });
  const addButton = canCreate ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
      Add Service
    </Button>
  ) : null;

  const confirmDelete = (service: Service) =>
    remove.mutate(service, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setDeleting({ service, conflict: error.serverMessage ?? SERVICE_MESSAGES.hasAppointments });
        } else {
          toastDeleteError(error);
          setDeleting(null);
        }
      },
    });

  let content;
  if (services.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-label="Loading services">
        <Skeleton height={36} radius="sm" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={52} radius="sm" />
        ))}
      </Stack>
    );
  } else if (services.isError) {
    content = (
      <Alert color="red" role="alert" title={SERVICE_MESSAGES.fetchFailed}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(services.error, SERVICE_MESSAGES.fetchFailed)}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void services.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (all.length === 0) {
    content = (
      <Card withBorder padding="xl">
        <Stack align="center" gap="sm">
          <IconScissors size={40} aria-hidden />
          <Text fw={600}>No services yet</Text>
          <Text c="dimmed" size="sm" ta="center">
            {canCreate
              ? `Add the services ${establishment.name} offers so clients can book them.`
              : `${establishment.name} has no services on its menu yet.`}
          </Text>
          {addButton}
        </Stack>
      </Card>
    );
  } else {
    content = (
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap">
          <Group gap="lg" align="center" wrap="wrap">
            <TextInput
              aria-label="Search services by name"
              placeholder="Search services"
              leftSection={<IconSearch size={16} aria-hidden />}
              w={280}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <Switch
              label={`Show inactive (${inactiveCount})`}
              checked={showInactive}
              onChange={(e) => setShowInactive(e.currentTarget.checked)}
            />
          </Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            {shownCount} of {all.length} {all.length === 1 ? 'service' : 'services'}
          </Text>
        </Group>
        {staff.isError && (
          <Alert color="yellow" role="status">
            Staff could not be loaded: {errorMessage(staff.error, STAFF_MESSAGES.fetchFailed)}
          </Alert>
        )}
        {groups.length === 0 ? (
          <Card withBorder padding="lg">
            <Text ta="center" c="dimmed">
              {debouncedSearch.trim()
                ? `No services match “${debouncedSearch.trim()}”.`
                : 'Every service here is inactive. Turn on “Show inactive” to see them.'}
            </Text>
          </Card>
        ) : (
          <ServicesTable
            groups={groups}
            staffById={staffById}
            canUpdate={canUpdate}
            canDelete={canDelete}
            togglingId={togglingId}
            onEdit={(service) => setEditing({ mode: 'edit', service })}
            onToggleActive={(s) => update.mutate({ id: s.id, body: { isActive: !s.isActive } })}
            onDelete={(service) => setDeleting({ service, conflict: null })}
          />
        )}
      </Stack>
    );
  }

  const closeDelete = () => {
    if (!remove.isPending) setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title={TITLE}
        description={`The service menu of ${establishment.name}.`}
        actions={all.length > 0 ? addButton : null}
      />
      {content}

      <AppModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? `Edit ${editing.service.name}` : 'Add Service'}
        size="lg"
      >
        {editing && (
          <ServiceForm
            key={editing.mode === 'edit' ? editing.service.id : 'new'}
            service={editing.mode === 'edit' ? editing.service : null}
            categories={categories}
            staff={staff.data ?? []}
            staffLoading={staff.isPending}
            submitLabel={editing.mode === 'edit' ? 'Save changes' : 'Add service'}
            submitting={create.isPending || update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(body) => {
              if (editing.mode === 'edit') {
                update.mutate({ id: editing.service.id, body }, { onSuccess: () => setEditing(null) });
              } else {
                create.mutate(body, { onSuccess: () => setEditing(null) });
              }
            }}
          />
        )}
        {editing?.mode === 'edit' && hasPermission(role, 'inventory:read') && (
          <Stack mt="lg" pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <ServiceProductsSection
              key={editing.service.id}
              serviceId={editing.service.id}
              establishmentId={establishment.id}
              canEdit={hasPermission(role, 'inventory:update')}
            />
          </Stack>
        )}
      </AppModal>

      <AppModal opened={deleting !== null} onClose={closeDelete} title="Delete service">
        {deleting && (
          <Stack>
            {deleting.conflict ? (
              <Alert color="orange" role="alert" title={SERVICE_MESSAGES.deleteFailed}>
                {deleting.conflict}
              </Alert>
            ) : (
              <Text>
                Delete <strong>{deleting.service.name}</strong>? It is removed from the menu for good. This
                cannot be undone.
              </Text>
            )}
            {deleting.conflict && deleting.service.isActive && canUpdate && (
              <Text size="sm">
                Deactivating keeps its history but stops new bookings of{' '}
                <strong>{deleting.service.name}</strong>.
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={closeDelete}>
                Cancel
              </Button>
              {deleting.conflict ? (
                deleting.service.isActive &&
                canUpdate && (
                  <Button
                    color="orange"
                    loading={update.isPending}
                    onClick={() =>
                      update.mutate(
                        { id: deleting.service.id, body: { isActive: false } },
                        { onSettled: () => setDeleting(null) },
                      )
                    }
                  >
                    Deactivate instead
                  </Button>
                )
              ) : (
                <Button
                  color="red"
                  loading={remove.isPending}
                  onClick={() => confirmDelete(deleting.service)}
                >
                  Delete
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </AppModal>
    </>
  );
}
