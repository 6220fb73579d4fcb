/**
 * /crm/clients/:clientId: one client. Allergies and preferences first, then the figures and
 * favourite services, upcoming appointments and the paged history, profile, communication
 * preferences (consent, issue #32) and notes; book, edit, merge and erase by role. 'Book
 * appointment' opens the calendar's booking panel for this client.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Grid, Group, Menu, Stack } from '@mantine/core';
import { IconCalendarPlus, IconChevronDown, IconEraser, IconGitMerge, IconPencil } from '@tabler/icons-react';
import { CLIENT_MESSAGES, type ClientDetail } from '@daybook/contracts';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { RoleCannotView } from '../../../components/location-gate';
import { useClient, useClientNoteMutations, useClientRecordMutations } from '../api/clients-api';
import { crmAccess } from '../lib/crm-access';
import { BackLink } from '../components/back-link';
import { ClientAppointments } from '../components/client/client-appointments';
import { ClientCareCard } from '../components/client/client-care-card';
import { ClientConsentCard } from '../components/client/client-consent-card';
import { ClientFigures } from '../components/client/client-figures';
import { ClientHistory } from '../components/client/client-history';
import { ClientNotes } from '../components/client/client-notes';
import { ClientProfile } from '../components/client/client-profile';
import { EditClientModal } from '../components/client/edit-client-modal';
import { EraseClientModal } from '../components/client/erase-client-modal';
import { MergeClientModal } from '../components/client/merge-client-modal';
import { DuplicatesNotice } from '../components/duplicates-notice';
import { RecordLoader } from '../components/record-loader';
import { ClientStatusBadge } from '../components/status-badges';

const BACK = <BackLink to="/crm" label="Clients" />;

export function ClientPage() {
  const { clientId = '' } = useParams();
  const { role } = useWorkspace();
  if (!crmAccess.read(role)) return <RoleCannotView title="Client" what="clients" />;
  // Keyed so another client's page starts with its own dialogs and drafts closed.
  return <ClientLoader key={clientId} clientId={clientId} />;
}

function ClientLoader({ clientId }: { clientId: string }) {
  return (
    <RecordLoader
      query={useClient(clientId)}
      back={BACK}
      title="Client"
      failedText={CLIENT_MESSAGES.fetchClientFailed}
      skeletonHeights={[90, 110, 240]}
      retry
    >
      {(client) => <ClientView client={client} />}
    </RecordLoader>
  );
}

type Dialog = 'edit' | 'merge' | 'erase' | null;

function ClientView({ client }: { client: ClientDetail }) {
  const { role, tenant, user, selectedId, establishments } = useWorkspace();
  const navigate = useNavigate();
  const notes = useClientNoteMutations(client.id);
  const records = useClientRecordMutations(client.id);
  const [dialog, setDialog] = useState<Dialog>(null);

  const erased = client.erasedAt !== null;
  const canUpdate = crmAccess.update(role) && !erased;
  const canMerge = crmAccess.merge(role) && !erased;
  const canErase = crmAccess.erase(role) && !erased;
  const manyLocations = establishments.length > 1;
  const scope = { tenantId: tenant.id, establishmentId: selectedId ?? client.establishmentId };

  const actions = (
    <>
      {crmAccess.book(role) && !erased && (
        <Button
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          onClick={() => void navigate(`/calendar?bookClientId=${encodeURIComponent(client.id)}`)}
        >
          Book appointment
        </Button>
      )}
      {canUpdate && (
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => setDialog('edit')}
        >
          Edit
        </Button>
      )}
      {(canMerge || canErase) && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
              More
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {canMerge && (
              <Menu.Item
                leftSection={<IconGitMerge size={16} aria-hidden />}
                onClick={() => setDialog('merge')}
              >
                Merge a duplicate…
              </Menu.Item>
            )}
            {canErase && (
              <Menu.Item
                color="red"
                leftSection={<IconEraser size={16} aria-hidden />}
                onClick={() => setDialog('erase')}
              >
                Erase client data…
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </>
  );

  return (
    <Stack gap="md">
      {BACK}
      <PageHeader
        title={client.name}
        description={
          <Group gap="xs" component="span">
            <ClientStatusBadge status={client.status} />
            <span>{client.establishmentName}</span>
          </Group>
        }
        actions={actions}
      />
      {erased && (
        <Alert color="gray" role="status" title="Personal data erased">
          This client’s personal data was erased on request. Their visits stay in the books; the record cannot
          be changed.
        </Alert>
      )}
      {!erased && <ClientCareCard allergies={client.allergies} preferences={client.preferences} />}
      {!erased && (
        <DuplicatesNotice
          duplicates={client.duplicates}
          intro={
            canMerge
              ? 'Other clients share this email or phone. If they are the same person, merge them (More → Merge a duplicate).'
              : 'Other clients share this email or phone.'
          }
        />
      )}
      <ClientFigures client={client} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <ClientAppointments
              title="Upcoming appointments"
              appointments={client.upcomingAppointments}
              empty="Nothing booked."
              showLocation={manyLocations}
            />
            <ClientHistory clientId={client.id} showLocation={manyLocations} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <ClientProfile client={client} />
            <ClientConsentCard clientId={client.id} clientName={client.name} canUpdate={canUpdate} />
            <ClientNotes
              notes={client.notes}
              canAdd={canUpdate}
              canDelete={(n) => canUpdate && (n.authorId === user.id || crmAccess.deleteAnyNote(role))}
              adding={notes.add.isPending}
              deletingId={notes.remove.isPending ? (notes.remove.variables ?? null) : null}
              onAdd={(content, done) => notes.add.mutate(content, { onSuccess: done })}
              onDelete={(n) => notes.remove.mutate(n.id)}
            />
          </Stack>
        </Grid.Col>
      </Grid>

      {canUpdate && (
        <EditClientModal client={client} opened={dialog === 'edit'} onClose={() => setDialog(null)} />
      )}
      {canMerge && (
        <MergeClientModal
          opened={dialog === 'merge'}
          client={client}
          flagged={client.duplicates}
          scope={scope}
          merging={records.merge.isPending}
          onMerge={(duplicateId) => records.merge.mutate(duplicateId, { onSuccess: () => setDialog(null) })}
          onClose={() => setDialog(null)}
        />
      )}
      {canErase && (
        <EraseClientModal
          opened={dialog === 'erase'}
          name={client.name}
          erasing={records.erase.isPending}
          onErase={() => records.erase.mutate(undefined, { onSuccess: () => setDialog(null) })}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
