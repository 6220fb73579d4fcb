/** A tool call's status (operations.md §4; issue #33) in the page's words and tints. */
import type { AssistantToolCallStatus } from '@daybook/contracts';
import { TintedBadge } from '../../../components/tinted-badge';

const STATUS: Record<AssistantToolCallStatus, { label: string; color: string }> = {
  pending_approval: { label: 'Pending approval', color: 'yellow' },
  executing: { label: 'Executing', color: 'blue' },
  done: { label: 'Done', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  rejected: { label: 'Rejected', color: 'gray' },
};

/** The badge of a tool call in status `status`. */
export function ToolCallStatusBadge({ status }: { status: AssistantToolCallStatus }) {
  const { label, color } = STATUS[status];
  return <TintedBadge color={color}>{label}</TintedBadge>;
}
