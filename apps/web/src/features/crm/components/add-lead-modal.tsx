/** The 'Add lead' dialog; when the person may already be a client, says so with links to them. */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '../../../app/shell/app-modal';
import { useWorkspace } from '../../workspace/workspace-context';
import { useLeadMutations, type CreatedLead } from '../api/leads-api';
import { newRecordLocation } from '../lib/location-choice';
import { DuplicatesNotice } from './duplicates-notice';
import { LeadForm } from './lead-form';

export function AddLeadModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { tenant, selected, establishments } = useWorkspace();
  const { create } = useLeadMutations();
  const [created, setCreated] = useState<CreatedLead | null>(null);
  const location = newRecordLocation(selected, establishments);

  const close = () => {
    create.reset();
    setCreated(null);
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={close} title={created ? 'Lead added' : 'Add lead'} size="lg">
      {created ? (
        <Stack>
          <Text>
            <strong>{created.name}</strong> was added as a lead.
          </Text>
          <DuplicatesNotice
            duplicates={created.duplicates}
            intro="They may already be a client: these clients have the same email or phone."
          />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={`/crm/leads/${created.id}`} onClick={close}>
              Open lead
            </Button>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <LeadForm
          tenantId={tenant.id}
          lead={null}
          establishmentId={location.establishmentId}
          locationChoices={location.choices}
          submitLabel="Add lead"
          submitting={create.isPending}
          serverError={create.error}
          onCancel={close}
          onSubmit={(body) =>
            create.mutate(body, { onSuccess: (l) => (l.duplicates.length > 0 ? setCreated(l) : close()) })
          }
        />
      )}
    </AppModal>
  );
}
