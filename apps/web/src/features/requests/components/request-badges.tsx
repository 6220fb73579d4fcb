/** A request's status and priority as coloured words. */
import { Badge } from '@mantine/core';
import {
  REQUEST_PRIORITY_LABEL,
  REQUEST_STATUS_LABEL,
  type RequestPriority,
  type RequestStatus,
} from '@daybook/contracts';

// Filled dark shades keep white text at 4.5:1 in both themes.
const STATUS_COLOR: Record<RequestStatus, string> = {
  open: 'blue.9',
  in_progress: 'violet.9',
  resolved: 'teal.9',
  closed: 'gray.7',
};

const PRIORITY_COLOR: Record<RequestPriority, string> = {
  low: 'gray.7',
  normal: 'indigo.9',
  high: 'orange.9',
  urgent: 'red.9',
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled">
      {REQUEST_STATUS_LABEL[status]}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: RequestPriority }) {
  return (
    <Badge color={PRIORITY_COLOR[priority]} variant="dot" title="Priority">
      {REQUEST_PRIORITY_LABEL[priority]}
    </Badge>
  );
}
