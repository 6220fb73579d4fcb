/** Void an open ticket: a required reason, then DELETE /api/tickets/{id} (spec §7, §5). */
import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { CHECKOUT_MESSAGES, type Ticket } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useVoidTicket } from '../api/tickets-api';

interface Props {
  ticket: Ticket | null;
  establishmentId: string;
  onClose: () => void;
}

export function VoidTicketModal({ ticket, establishmentId, onClose }: Props) {
  return (
    <AppModal
      opened={ticket !== null}
      onClose={onClose}
      title={ticket ? `Void ticket #${ticket.number}` : 'Void'}
    >
      {ticket && (
        <VoidForm key={ticket.id} ticket={ticket} establishmentId={establishmentId} onClose={onClose} />
      )}
    </AppModal>
  );
}

function VoidForm({ ticket, establishmentId, onClose }: Props & { ticket: Ticket }) {
  const { profile, user } = useWorkspace();
  const voidTicket = useVoidTicket(establishmentId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const who = `${profile.first_name} ${profile.last_name}`.trim() || user.email;

  const submit = () => {
    if (reason.trim() === '') {
      setError(CHECKOUT_MESSAGES.reasonRequired);
      return;
    }
    voidTicket.mutate({ ticketId: ticket.id, voidedBy: who, reason: reason.trim() }, { onSuccess: onClose });
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        The ticket{ticket.clientName ? ` of ${ticket.clientName}` : ''} will no longer be open for checkout.
      </Text>
      <Textarea
        label="Reason"
        value={reason}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        required
        autosize
        minRows={2}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" loading={voidTicket.isPending} onClick={submit}>
          Void ticket
        </Button>
      </Group>
    </Stack>
  );
}
