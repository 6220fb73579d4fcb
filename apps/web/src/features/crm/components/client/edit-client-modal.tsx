/** 'Edit client': the add form filled with the client, saved with PUT at the client's home location. */
import { AppModal } from '../../../../components/app-modal';
import type { Client } from '@daybook/contracts';
import { useWorkspace } from '../../../../lib/workspace/workspace-context';
import { useClientMutations } from '../../api/clients-api';
import { ClientForm, clientFormValues } from '../client-form';

export function EditClientModal({
  client,
  opened,
  onClose,
}: {
  client: Client;
  opened: boolean;
  onClose: () => void;
}) {
  const { tenant } = useWorkspace();
  const { update } = useClientMutations();
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <AppModal opened={opened} onClose={close} title={`Edit ${client.name}`} size="lg">
      <ClientForm
        tenantId={tenant.id}
        initial={clientFormValues(client, client.establishmentId)}
        locationChoices={[]}
        submitLabel="Save changes"
        submitting={update.isPending}
        serverError={update.error}
        onCancel={close}
        onSubmit={(body) => update.mutate({ id: client.id, body }, { onSuccess: close })}
      />
    </AppModal>
  );
}
