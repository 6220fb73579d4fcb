/**
 * One tool call under Dawn's message (issue #33, operations.md §4): a read shows its table; a
 * write shows its approval card — what will change, before → after — with Approve and Reject
 * while it waits, then its status, its error when it failed, and who approved or rejected it.
 */
import { Button, Card, Group, List, Stack, Text } from '@mantine/core';
import type { AssistantToolCall } from '@daybook/contracts';
import { ToolCallStatusBadge } from './tool-call-status-badge';
import { ToolResultTable } from './tool-result-table';

export interface ToolCallCardProps {
  call: AssistantToolCall;
  /** The tool's words ('Today’s schedule'); its name until the tools are known. */
  label: string;
  /** An answer is streaming: nothing else may be approved meanwhile. */
  busy: boolean;
  onApprove: (call: AssistantToolCall) => void;
  onReject: (call: AssistantToolCall) => void;
}

/** The card of `call`. */
export function ToolCallCard({ call, label, busy, onApprove, onReject }: ToolCallCardProps) {
  const title = call.preview?.title ?? label;
  return (
    <Card withBorder padding="sm" radius="md" aria-label={title} component="section">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {title}
          </Text>
          <ToolCallStatusBadge status={call.status} />
        </Group>
        {call.preview && call.preview.changes.length > 0 && (
          <List size="sm" spacing={2} aria-label="Changes">
            {call.preview.changes.map((change) => (
              <List.Item key={change.label}>
                <Text span size="sm" fw={500}>
                  {change.label}:
                </Text>{' '}
                {change.before === null ? (
                  <Text span size="sm">
                    {change.after}{' '}
                    <Text span c="dimmed" size="sm">
                      (new)
                    </Text>
                  </Text>
                ) : change.before === change.after ? (
                  // What stays as it is names the booking; only what changes is struck through.
                  <Text span size="sm">
                    {change.after}
                  </Text>
                ) : (
                  <Text span size="sm">
                    <Text span c="dimmed" size="sm" td="line-through">
                      {change.before}
                    </Text>{' '}
                    → {change.after}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )}
        {call.status === 'pending_approval' && (
          <Group gap="xs">
            <Button
              size="xs"
              disabled={busy}
              onClick={() => onApprove(call)}
              aria-label={`Approve: ${title}`}
            >
              Approve
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={busy}
              onClick={() => onReject(call)}
              aria-label={`Reject: ${title}`}
            >
              Reject
            </Button>
          </Group>
        )}
        {call.status === 'failed' && call.error && (
          <Text size="sm" c="red" role="note">
            {call.error}
          </Text>
        )}
        {call.approvedBy && (
          <Text size="xs" c="dimmed">
            {call.status === 'rejected' ? 'Rejected' : 'Approved'} by {call.approvedBy.name}
          </Text>
        )}
        {call.result && <ToolResultTable result={call.result} />}
      </Stack>
    </Card>
  );
}
