/** A person's presence as a coloured dot with a text alternative (online, away, offline). */
import { Box } from '@mantine/core';
import type { PresenceStatus } from '@daybook/contracts';

const COLOR: Record<PresenceStatus, string> = {
  online: 'var(--mantine-color-teal-7)',
  away: 'var(--mantine-color-yellow-6)',
  offline: 'var(--mantine-color-gray-5)',
};

export function PresenceDot({ status }: { status: PresenceStatus }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={status}
      title={status}
      style={{
        display: 'inline-block',
        flex: 'none',
        width: 9,
        height: 9,
        borderRadius: '50%',
        background: status === 'offline' ? 'transparent' : COLOR[status],
        border: `2px solid ${COLOR[status]}`,
      }}
    />
  );
}
