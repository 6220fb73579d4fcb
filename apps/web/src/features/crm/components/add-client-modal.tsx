/**
 * The 'Add client' dialog: the client form, then, when the server flags clients with the same
 * email or phone, a notice linking to them (spec §7 create answers `duplicates`).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '../../../app/shell/app-modal';
import { useWorkspace } from '../../workspace/workspace-context';
import { useClientMutations, type CreatedClient } from '../api/clients-api';
import { newRecordLocation } from '../lib/location-choice';
import { ClientForm, clientFormValues } from './client-form';
import { DuplicatesNotice } from './duplicates-notice';

export function AddClientModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { tenant, selected, establishments } = useWorkspace();
  const { create } = useClientMutations();
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const location = newRecordLocation(selected, establishments);

  const close = () => {
    create.reset();
    setCreated(null);
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={close} title={created ? 'Client added' : 'Add client'} size="lg">
      {created ? (
        <Stack>
          <Text>
            <strong>{created.name}</strong> was added.
          </Text>
          <DuplicatesNotice
            duplicates={created.duplicates}
            intro="These clients have the same email or phone. If they are the same person, merge them from the client’s page."
          />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={`/crm/clients/${created.id}`} onClick={close}>
              Open {created.name}
            </Button>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <ClientForm
          tenantId={tenant.id}
          initial={clientFormValues(null, location.establishmentId)}
          locationChoices={location.choices}
          submitLabel="Add client"
          submitting={create.isPending}
          serverError={create.error}
          onCancel={close}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (c) => (c.duplicates.length > 0 ? setCreated(c) : close()),
            })
          }
        />
      )}
    </AppModal>
  );
}
