/** A channel's members: who is in it, and for its manager, adding and removing people. */
import { useState } from 'react';
import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import type { Channel, Member, PresenceStatus } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { PresenceDot } from './presence-dot';

interface MembersModalProps {
  opened: boolean;
  onClose: () => void;
  channel: Channel;
  people: Member[];
  viewerId: string;
  presenceOf: (userId: string, fallback: PresenceStatus) => PresenceStatus;
  onAdd: (memberIds: string[]) => Promise<unknown>;
  onRemove: (memberId: string) => void;
}

export function MembersModal({
  opened,
  onClose,
  channel,
  people,
  viewerId,
  presenceOf,
  onAdd,
  onRemove,
}: MembersModalProps) {
  const [adding, setAdding] = useState<string[]>([]);
  const inside = new Set(channel.members.map((m) => m.id));
  return (
    <AppModal opened={opened} onClose={onClose} title={`Members of ${channel.name}`}>
      <Stack>
        {channel.canManage && (
          <Group align="flex-end" wrap="nowrap">
            <MultiSelect
              style={{ flex: 1 }}
              label="Add people"
              searchable
              data={people.filter((p) => !inside.has(p.id)).map((p) => ({ value: p.id, label: p.name }))}
              value={adding}
              onChange={setAdding}
            />
            <Button
              disabled={adding.length === 0}
              onClick={() => void onAdd(adding).then(() => setAdding([]))}
            >
              Add
            </Button>
          </Group>
        )}
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {channel.members.map((m) => (
            <Group key={m.id} component="li" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <PresenceDot status={presenceOf(m.id, m.status)} />
                <Text size="sm">{m.name}</Text>
              </Group>
              {channel.canManage && m.id !== viewerId && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  c="var(--daybook-action-red)"
                  onClick={() => onRemove(m.id)}
                >
                  Remove
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      </Stack>
    </AppModal>
  );
}
