/**
 * The 'Add client' dialog: the client form, then, when the server flags clients with the same
 * email or phone, a notice linking to them (spec §7 create answers `duplicates`).
 */
import { AppModal } from '../../../components/app-modal';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useClientMutations, type CreatedClient } from '../api/clients-api';
import { newRecordLocation } from '../lib/location-choice';
import { useAddDialog } from '../lib/use-add-dialog';
import { AddedNotice } from './added-notice';
import { ClientForm, clientFormValues } from './client-form';

export function AddClientModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { tenant, selected, establishments } = useWorkspace();
  const { create } = useClientMutations();
  const { created, close, onCreated } = useAddDialog<CreatedClient>(() => create.reset(), onClose);
  const location = newRecordLocation(selected, establishments);

  return (
    <AppModal opened={opened} onClose={close} title={created ? 'Client added' : 'Add client'} size="lg">
      {created ? (
        <AddedNotice
          name={created.name}
          addedText="was added."
          duplicates={created.duplicates}
          intro="These clients have the same email or phone. If they are the same person, merge them from the client’s page."
          openTo={`/crm/clients/${created.id}`}
          openLabel={`Open ${created.name}`}
          onClose={close}
        />
      ) : (
        <ClientForm
          tenantId={tenant.id}
          initial={clientFormValues(null, location.establishmentId)}
          locationChoices={location.choices}
          submitLabel="Add client"
          submitting={create.isPending}
          serverError={create.error}
          onCancel={close}
          onSubmit={(body) => create.mutate(body, { onSuccess: onCreated })}
        />
      )}
    </AppModal>
  );
}
