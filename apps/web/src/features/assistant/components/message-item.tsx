/**
 * One message of a thread (operations.md §1, §3): the person's on the right, Dawn's on the left
 * with its tool calls' cards under it; plain text keeping its line breaks.
 */
import type { ReactNode } from 'react';
import { Box, Paper, Stack, Text } from '@mantine/core';
import type { AssistantMessage, AssistantToolCall } from '@daybook/contracts';
import { formatRecentTime } from '../../../lib/relative-time';
import { ToolCallCard } from './tool-call-card';

export interface MessageItemProps {
  message: AssistantMessage;
  /** Tool names to their words. */
  toolLabels: ReadonlyMap<string, string>;
  busy: boolean;
  onApprove: (call: AssistantToolCall) => void;
  onReject: (call: AssistantToolCall) => void;
}

/** A chat bubble: who said it is read out before the words. */
export function Bubble({ mine, children }: { mine: boolean; children: ReactNode }) {
  return (
    <Paper
      px="md"
      py="xs"
      radius="lg"
      withBorder={!mine}
      maw="85%"
      style={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        background: mine ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      {children}
    </Paper>
  );
}

/** `message` and, for Dawn's, its tool calls. */
export function MessageItem({ message, toolLabels, busy, onApprove, onReject }: MessageItemProps) {
  const mine = message.role === 'user';
  return (
    <Stack gap={6} component="article" aria-label={mine ? 'You' : 'Dawn'}>
      {message.content && (
        <Bubble mine={mine}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Text>
          <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
            <time dateTime={message.timestamp}>{formatRecentTime(message.timestamp)}</time>
          </Text>
        </Bubble>
      )}
      {message.toolCalls.length > 0 && (
        <Box maw="95%">
          <Stack gap="xs">
            {message.toolCalls.map((call) => (
              <ToolCallCard
                key={call.id}
                call={call}
                label={toolLabels.get(call.name) ?? call.name}
                busy={busy}
                onApprove={onApprove}
                onReject={onReject}
              />
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
