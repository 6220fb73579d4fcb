/**
 * Internal requests (spec operations.md §2 Requests, §3 Request, §4; issue #15): supplies,
 * schedule changes, maintenance and client issues raised by the team (time off is its own
 * module). Instants are ISO 8601; `staffId` is the requester, `assignedTo` the person handling it.
 */
import { z } from 'zod';

export const REQUEST_TYPES = ['supplies', 'schedule_change', 'maintenance', 'client_issue', 'other'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const REQUEST_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type RequestPriority = (typeof REQUEST_PRIORITIES)[number];

export const REQUEST_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_TYPE_LABEL: Record<RequestType, string> = {
  supplies: 'Supplies',
  schedule_change: 'Schedule change',
  maintenance: 'Maintenance',
  client_issue: 'Client issue',
  other: 'Other',
};

export const REQUEST_PRIORITY_LABEL: Record<RequestPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

export const REQUEST_STATUS_LABEL: Record<RequestStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/**
 * The status moves a request may make (spec §4): work starts (in_progress, which needs an
 * assignee; assigning an open request does it), it is resolved or closed, and a resolved one may
 * be reopened. Closed is final. Resolved and closed stamp `resolvedAt`; reopening clears it.
 */
export const REQUEST_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  open: ['in_progress', 'resolved', 'closed'],
  in_progress: ['open', 'resolved', 'closed'],
  resolved: ['open', 'in_progress', 'closed'],
  closed: [],
};

/** True when a request in `from` may move to `to`. */
export function canMoveRequest(from: RequestStatus, to: RequestStatus): boolean {
  return REQUEST_TRANSITIONS[from].includes(to);
}

/** Shortest and longest page of the request list. */
export const REQUEST_PAGE_SIZE = 25;
export const REQUEST_PAGE_SIZE_MAX = 100;

/** Every user-facing text of requests. */
export const REQUEST_MESSAGES = {
  fetchFailed: 'Failed to load requests',
  createFailed: 'Failed to create request',
  updateFailed: 'Failed to update request',
  created: 'Request created.',
  assigned: 'Request assigned.',
  responded: 'Response saved.',
  resolved: 'Request resolved.',
  closed: 'Request closed.',
  reopened: 'Request reopened.',
  updated: 'Request updated.',
  notFound: 'Request not found.',
  title: 'Title is required, at most 200 characters.',
  type: 'Type must be supplies, schedule_change, maintenance, client_issue or other.',
  priority: 'Priority must be low, normal, high or urgent.',
  status: 'Status must be open, in_progress, resolved or closed.',
  mine: 'mine must be true or false.',
  requestId: 'Not a valid request id.',
  assigneeId: 'Not a valid assignee id.',
  nothingToChange:
    'Nothing to change: send assigned_to, status, response, title, description, type or priority.',
  assigneeNotHere: 'The assignee must be an active team member of this request’s location.',
  onlyManagersAssign: 'Only a manager can assign a request.',
  onlyManagersEdit: 'Only the requester (while the request is open) or a manager can edit its details.',
  onlyAssigneeResolves: 'Only the assignee or a manager can resolve this request or answer it.',
  onlyRequesterCloses: 'Only the requester or a manager can close or reopen this request.',
  needsAssignee: 'Assign someone before marking the request in progress.',
  closedFinal: 'This request is closed and can no longer change.',
  transition: (from: RequestStatus, to: RequestStatus) =>
    `A request that is ${REQUEST_STATUS_LABEL[from].toLowerCase()} cannot become ${REQUEST_STATUS_LABEL[to].toLowerCase()}.`,
} as const;

export const internalRequestSchema = z.object({
  id: z.string(),
  establishmentId: z.string(),
  /** The requester. */
  staffId: z.string(),
  staffName: z.string(),
  /** The person handling it, or null. */
  assignedTo: z.string().nullable(),
  assignedToName: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(REQUEST_TYPES),
  priority: z.enum(REQUEST_PRIORITIES),
  status: z.enum(REQUEST_STATUSES),
  response: z.string().nullable(),
  /** When it was resolved or closed (ISO 8601), else null. */
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InternalRequest = z.infer<typeof internalRequestSchema>;

/** A person a manager may assign a request to. */
export const requestAssigneeSchema = z.object({ id: z.string(), name: z.string(), role: z.string() });
export type RequestAssignee = z.infer<typeof requestAssigneeSchema>;
