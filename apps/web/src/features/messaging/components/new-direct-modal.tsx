/** The New direct message dialog: pick a person (with presence) to open the DM with. */
import { useState } from 'react';
import { Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { Member, PresenceStatus } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { PresenceDot } from './presence-dot';

interface NewDirectModalProps {
  opened: boolean;
  onClose: () => void;
  people: Member[];
  viewerId: string;
  presenceOf: (userId: string, fallback: PresenceStatus) => PresenceStatus;
  onPick: (userId: string) => void;
}

export function NewDirectModal({
  opened,
  onClose,
  people,
  viewerId,
  presenceOf,
  onPick,
}: NewDirectModalProps) {
  const [search, setSearch] = useState('');
  const shown = people.filter(
    (p) => p.id !== viewerId && p.name.toLowerCase().includes(search.toLowerCase()),
  );
  return (
    <AppModal opened={opened} onClose={onClose} title="New direct message">
      <Stack gap="xs">
        <TextInput
          label="Find a person"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus
        />
        {shown.length === 0 && <Text c="dimmed">No one matches.</Text>}
        <Stack gap={2} mah={320} style={{ overflowY: 'auto' }}>
          {shown.map((p) => (
            <UnstyledButton
              key={p.id}
              px="xs"
              py={6}
              style={{ borderRadius: 6 }}
              className="hover-row"
              onClick={() => {
                onPick(p.id);
                onClose();
              }}
            >
              <Group gap="sm" wrap="nowrap">
                <PresenceDot status={presenceOf(p.id, p.status)} />
                <Text size="sm">{p.name}</Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      </Stack>
    </AppModal>
  );
}
