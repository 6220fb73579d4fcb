/**
 * The channel sidebar of /messaging: the person's channels, their direct messages (with the
 * other person's presence) and public channels they have not joined, each with its unread count.
 */
import type { ReactNode } from 'react';
import { ActionIcon, Group, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import type { Channel, PresenceStatus } from '@daybook/contracts';
import { UnreadCountBadge } from '../../../components/unread-count-badge';
import { PresenceDot } from './presence-dot';

interface ChannelListProps {
  channels: Channel[];
  openId: string | null;
  viewerId: string;
  presenceOf: (userId: string, fallback: PresenceStatus) => PresenceStatus;
  onOpen: (channelId: string) => void;
  onNewChannel: () => void;
  onNewDirect: () => void;
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" px="xs" wrap="nowrap">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {title}
        </Text>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" size="sm" aria-label={label} onClick={onClick}>
        <span aria-hidden>+</span>
      </ActionIcon>
    </Tooltip>
  );
}

export function ChannelList({
  channels,
  openId,
  viewerId,
  presenceOf,
  onOpen,
  onNewChannel,
  onNewDirect,
}: ChannelListProps) {
  const joined = channels.filter((c) => c.isMember && c.type !== 'dm');
  const direct = channels.filter((c) => c.type === 'dm');
  const browse = channels.filter((c) => !c.isMember);
  const item = (c: Channel) => {
    const other = c.type === 'dm' ? c.members.find((m) => m.id !== viewerId) : undefined;
    const unread = c.isMember && c.unreadCount > 0;
    return (
      <NavLink
        key={c.id}
        component="button"
        active={c.id === openId}
        // Filled: white on violet keeps 4.5:1 when hovered too (the light variant's hover does not).
        variant="filled"
        onClick={() => onOpen(c.id)}
        aria-current={c.id === openId ? 'page' : undefined}
        leftSection={
          other ? (
            <PresenceDot status={presenceOf(other.id, other.status)} />
          ) : (
            <Text span c={c.id === openId ? undefined : 'dimmed'} aria-hidden>
              {c.type === 'private' ? '🔒' : '#'}
            </Text>
          )
        }
        label={
          <Text span size="sm" fw={unread ? 700 : 400} style={{ wordBreak: 'break-word' }}>
            {c.name}
          </Text>
        }
        rightSection={
          unread ? <UnreadCountBadge count={c.unreadCount} label={`${c.unreadCount} unread`} /> : null
        }
      />
    );
  };
  return (
    <ScrollArea h="100%" type="auto">
      <Stack gap="md" p="xs" component="nav" aria-label="Channels">
        <Section title="Channels" action={<AddButton label="New channel" onClick={onNewChannel} />}>
          {joined.length ? (
            joined.map(item)
          ) : (
            <Text size="sm" c="dimmed" px="xs">
              No channels yet
            </Text>
          )}
        </Section>
        <Section
          title="Direct messages"
          action={<AddButton label="New direct message" onClick={onNewDirect} />}
        >
          {direct.length ? (
            direct.map(item)
          ) : (
            <Text size="sm" c="dimmed" px="xs">
              No direct messages yet
            </Text>
          )}
        </Section>
        {browse.length > 0 && <Section title="Other channels">{browse.map(item)}</Section>}
      </Stack>
    </ScrollArea>
  );
}
