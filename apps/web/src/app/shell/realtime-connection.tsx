/**
 * The signed-in shell's realtime connection: opens the socket while signed in, keeps the
 * screens' data live, and shows the connection's state when it is not connected — a
 * 'Disconnected' badge with the error and a Retry button once the automatic attempts (5, 1 s
 * apart) have given up (spec core.md §4, §8).
 */
import { useEffect } from 'react';
import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { closeSocket, openSocket, retrySocket, type SocketState } from '../../lib/realtime/socket';
import { useSocketStatus } from '../../lib/realtime/use-realtime';
import { useLiveData } from '../../lib/realtime/live-data';

/** Opens the socket for the signed-in shell's lifetime and keeps data live. */
export function useRealtimeConnection(): void {
  useEffect(() => {
    openSocket();
    return () => closeSocket();
  }, []);
  useLiveData();
}

/** Nothing while connected; 'Reconnecting…' while trying; 'Disconnected' + Retry after. */
export function ConnectionStatus() {
  const { state, error } = useSocketStatus();
  return <ConnectionStatusBadge state={state} error={error} onRetry={retrySocket} />;
}

/**
 * The badge of a connection `state` (with the last `error` on hover once given up). The tints
 * carry the colour and the words take the page's text colour: yellow words on the yellow tint
 * read 2.7:1.
 */
export function ConnectionStatusBadge({
  state,
  error,
  onRetry,
}: {
  state: SocketState;
  error: string | null;
  onRetry: () => void;
}) {
  if (state === 'connected' || state === 'connecting' || state === 'closed') return null;
  if (state === 'reconnecting') {
    return (
      <Badge color="yellow" variant="light" c="var(--mantine-color-text)" role="status">
        Reconnecting…
      </Badge>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" role="status">
      <Tooltip label={error ?? 'Live updates are off'}>
        <Badge color="red" variant="light" c="var(--mantine-color-text)">
          Disconnected
        </Badge>
      </Tooltip>
      <Button size="compact-xs" variant="subtle" onClick={onRetry}>
        Retry
      </Button>
    </Group>
  );
}
