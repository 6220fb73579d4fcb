/** The owners' line of this month's model use against the allowance (issue #33 "Safety"). */
import { Text } from '@mantine/core';
import { useAssistantUsage } from '../api/assistant-api';

/** "This month: N tokens of M"; nothing until the figures are in. */
export function UsageLine() {
  const usage = useAssistantUsage();
  if (!usage.data) return null;
  const used = usage.data.inputTokens + usage.data.outputTokens;
  return (
    <Text size="sm" c="dimmed">
      This month: {used.toLocaleString('en-US')} tokens of {usage.data.budget.toLocaleString('en-US')}
    </Text>
  );
}
