/** The 'Add lead' dialog; when the person may already be a client, says so with links to them. */
import { AppModal } from '../../../components/app-modal';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useLeadMutations, type CreatedLead } from '../api/leads-api';
import { newRecordLocation } from '../lib/location-choice';
import { useAddDialog } from '../lib/use-add-dialog';
import { AddedNotice } from './added-notice';
import { LeadForm } from './lead-form';

export function AddLeadModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { tenant, selected, establishments } = useWorkspace();
  const { create } = useLeadMutations();
  const { created, close, onCreated } = useAddDialog<CreatedLead>(() => create.reset(), onClose);
  const location = newRecordLocation(selected, establishments);

  return (
    <AppModal opened={opened} onClose={close} title={created ? 'Lead added' : 'Add lead'} size="lg">
      {created ? (
        <AddedNotice
          name={created.name}
          addedText="was added as a lead."
          duplicates={created.duplicates}
          intro="They may already be a client: these clients have the same email or phone."
          openTo={`/crm/leads/${created.id}`}
          openLabel="Open lead"
          onClose={close}
        />
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
          onSubmit={(body) => create.mutate(body, { onSuccess: onCreated })}
        />
      )}
    </AppModal>
  );
}
