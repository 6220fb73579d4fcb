/**
 * Erase a client's personal data on their request (owners and admins): typed confirmation with
 * the client's name, since it cannot be undone. Their visits stay, anonymous, for the books.
 */
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ERASED_CLIENT_NAME } from '@daybook/contracts';
import { AppModal } from '../../../../components/app-modal';

export interface EraseClientModalProps {
  opened: boolean;
  name: string;
  erasing: boolean;
  onErase: () => void;
  onClose: () => void;
}

export function EraseClientModal({ opened, name, erasing, onErase, onClose }: EraseClientModalProps) {
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <AppModal opened={opened} onClose={close} title="Erase client data">
      <Stack>
        <Alert color="red" title="This cannot be undone">
          {name}’s name, contact details, birthdate, preferences, allergies and notes are removed for good.
          Their past visits stay in the books as “{ERASED_CLIENT_NAME}”.
        </Alert>
        <TextInput
          label={`Type ${name} to confirm`}
          value={typed}
          autoComplete="off"
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          Use this when a client asks for their personal data to be deleted.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={erasing}>
            Cancel
          </Button>
          <Button color="red" loading={erasing} disabled={typed.trim() !== name.trim()} onClick={onErase}>
            Erase client data
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
