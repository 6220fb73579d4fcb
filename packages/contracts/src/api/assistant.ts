/**
 * Dawn AI's threads (issue #33, operations.md §1–§4, §9): the assistant's conversations, stored
 * on the server per person (the spec keeps them in the browser; the issue moves them here).
 * Managers and owners (roles.ts `assistant:*`); a thread is its author's alone, so another
 * person's thread, an owner's included, answers 404.
 *
 * Readings:
 * - `title`: at most ASSISTANT_TITLE_MAX characters (code points), one line; a new thread is
 *   titled ASSISTANT_DEFAULT_TITLE until its first user message names it (threadTitleFrom).
 * - `lastUpdated`, `timestamp`: ISO instants; the list runs newest `lastUpdated` first.
 * - A message's `toolCalls`: what the assistant asked to run, with its status (§4): a read runs
 *   at once (executing → done or failed); a write waits at pending_approval until the person
 *   approves (executing → done or failed) or rejects it (rejected). `approvedBy` names who decided.
 * - Messages page backwards from the newest: `before` is the id of the oldest message already
 *   shown; each page is in chronological order with `hasMore` when older ones remain.
 */
import { z } from 'zod';
import { TEXT_MAX, hasControlCharacter, idSchema, queryInt, textSchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope, successOnlySchema } from './envelope.js';

/** Title of a thread before its first user message (operations.md §9). */
export const ASSISTANT_DEFAULT_TITLE = 'New Conversation';
/** Longest title, in characters (code points): §9's first 50 characters. */
export const ASSISTANT_TITLE_MAX = 50;
/** Longest stored message, in characters (code points). */
export const ASSISTANT_MESSAGE_MAX = 20_000;
/** Threads per page of the list. */
export const ASSISTANT_THREAD_PAGE_SIZE = 20;
/** Messages a page holds unless the caller asks for fewer or more (at most ASSISTANT_MESSAGE_LIMIT_MAX). */
export const ASSISTANT_MESSAGE_LIMIT_DEFAULT = 50;
export const ASSISTANT_MESSAGE_LIMIT_MAX = 200;

/** Tool rounds one answer may take before Dawn stops (issue #33 "Safety": a step cap per turn). */
export const ASSISTANT_STEP_CAP = 6;
/** Messages one person may send a minute (issue #33: a per-person rate limit). */
export const ASSISTANT_RATE_PER_MINUTE = 10;
/** Tokens a tenant's assistant may use in a calendar month (UTC) unless AI_MONTHLY_TOKENS sets another. */
export const ASSISTANT_MONTHLY_TOKENS_DEFAULT = 2_000_000;
/** Rows a tool's table carries at most (to the page and to the model). */
export const ASSISTANT_TOOL_ROWS_MAX = 50;

/** The six prompts an empty thread suggests (operations.md §2), each a salon's everyday question. */
export const ASSISTANT_STARTER_PROMPTS = [
  'Who is free at 3 tomorrow for a balayage?',
  'How did this week’s sales compare with last week?',
  'Which products will run out before the next order?',
  'Who hasn’t been back in 90 days?',
  'Show today’s schedule',
  'Who is on time off next week?',
] as const;

/** A tool call's states (operations.md §4; issue #33). */
export const ASSISTANT_TOOL_CALL_STATUSES = [
  'pending_approval',
  'executing',
  'done',
  'failed',
  'rejected',
] as const;
export type AssistantToolCallStatus = (typeof ASSISTANT_TOOL_CALL_STATUSES)[number];
export const ASSISTANT_MESSAGE_ROLES = ['user', 'assistant'] as const;
export type AssistantMessageRole = (typeof ASSISTANT_MESSAGE_ROLES)[number];

/** Bad input and refusals of the assistant's endpoints, in the spec's manner. */
export const ASSISTANT_MESSAGES = {
  notFound: 'Conversation not found.',
  threadId: 'Not a valid conversation id.',
  title: `Give the conversation a title of 1 to ${ASSISTANT_TITLE_MAX} characters.`,
  control: 'The title cannot contain control characters or line breaks.',
  search: `Keep the search to ${TEXT_MAX.search} characters, without control characters.`,
  page: 'page must be a whole number from 1 to 10,000.',
  cursor: 'before must be the id of a message of this conversation.',
  limit: `limit must be a whole number from 1 to ${ASSISTANT_MESSAGE_LIMIT_MAX}.`,
  content: `A message is at most ${ASSISTANT_MESSAGE_MAX.toLocaleString('en-US')} characters, without control characters.`,
  empty: 'Write a message first.',
  notConfigured:
    'No language model is configured. Set AI_BASE_URL and AI_MODEL (and AI_API_KEY if the server needs one) and restart Daybook.',
  busy: 'Dawn is still answering in this conversation. Wait for the answer or stop it first.',
  rateLimited: `You have sent ${ASSISTANT_RATE_PER_MINUTE} messages in the last minute. Wait a moment and try again.`,
  budget:
    'This month’s assistant allowance is used up. It renews on the 1st; the owner can see the use in Dawn AI.',
  toolCallId: 'Not a valid tool call id.',
  toolCallNotFound: 'That action is not in this conversation.',
  toolCallHandled: 'That action was already approved or rejected.',
  unknownTool: 'Dawn has no tool of that name.',
  readOnly: 'Only the read tools run directly; changes go through a conversation with approval.',
  stepCap: `Dawn stopped after ${ASSISTANT_STEP_CAP} steps in one answer. Ask again in smaller parts.`,
  modelFailed: 'The language model did not answer. Try again in a moment.',
  nothingToRetry: 'There is no question to answer again in this conversation.',
} as const;
const M = ASSISTANT_MESSAGES;

/** Characters as a person counts them (code points), as the database's char_length does. */
const charCount = (s: string) => [...s].length;

/**
 * A thread's title from its first user message (operations.md §9): whitespace runs made one
 * space, trimmed, the first ASSISTANT_TITLE_MAX characters (never half an emoji), trimmed again;
 * ASSISTANT_DEFAULT_TITLE when nothing is left.
 */
export function threadTitleFrom(firstMessage: string): string {
  const collapsed = firstMessage.replace(/\s+/g, ' ').trim();
  const title = [...collapsed].slice(0, ASSISTANT_TITLE_MAX).join('').trim();
  return title || ASSISTANT_DEFAULT_TITLE;
}

/** A title as the rename and create bodies take it: one line, 1–50 characters once trimmed. */
const titleSchema = z
  .string(M.title)
  .refine((s) => !hasControlCharacter(s), M.control)
  .trim()
  .refine((s) => charCount(s) >= 1 && charCount(s) <= ASSISTANT_TITLE_MAX, M.title);

/** Who decided on a write, approving or rejecting it (their name as it was then). */
const approverSchema = z.object({ id: z.string(), name: z.string() });

/** One cell of a tool's table: words, a count or amount, or nothing. */
const cellSchema = z.union([z.string(), z.number(), z.null()]);

/**
 * What a tool answered, as a table the page draws and the model reads: `columns` are the
 * headings, each row one cell per column (amounts already in dollars, en-US; times as the
 * location shows them). `total`: rows there were before the list was cut to `rows`. `link`: the
 * screen that shows the same in full (or where money is handled, which the assistant never does).
 */
export const assistantToolResultSchema = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(cellSchema)),
  total: z.number().int(),
  link: z.object({ label: z.string(), href: z.string() }).nullable(),
});
export type AssistantToolResult = z.infer<typeof assistantToolResultSchema>;

/**
 * What a write will change, shown on its approval card before anyone approves: one line per
 * field, `before` null for what is new (a note's text, a purchase order's line).
 */
export const assistantToolPreviewSchema = z.object({
  title: z.string(),
  changes: z.array(z.object({ label: z.string(), before: z.string().nullable(), after: z.string() })),
});
export type AssistantToolPreview = z.infer<typeof assistantToolPreviewSchema>;

/** One tool call of an assistant message: what ran or waits to run, and how it went. */
export const assistantToolCallSchema = z.object({
  id: z.string(),
  /** The tool's name, e.g. 'todays_schedule', 'move_appointment'. */
  name: z.string(),
  /** The arguments the model gave (a JSON object). */
  arguments: z.record(z.string(), z.unknown()),
  status: z.enum(ASSISTANT_TOOL_CALL_STATUSES),
  /** What the tool answered, or null before it ran or when it failed or was rejected. */
  result: assistantToolResultSchema.nullable(),
  /** A write's approval card: what it will change (null for reads). */
  preview: assistantToolPreviewSchema.nullable(),
  /** Why it failed, when it did. */
  error: z.string().nullable(),
  approvedBy: approverSchema.nullable(),
});
export type AssistantToolCall = z.infer<typeof assistantToolCallSchema>;

export const assistantMessageSchema = z.object({
  id: z.string(),
  role: z.enum(ASSISTANT_MESSAGE_ROLES),
  content: z.string(),
  /** When the message was stored (ISO instant). */
  timestamp: z.string(),
  toolCalls: z.array(assistantToolCallSchema),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

/** A thread as the list shows it (`lastUpdated`: ISO instant of its latest change). */
export const assistantThreadSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  lastUpdated: z.string(),
  messageCount: z.number().int(),
});
export type AssistantThreadSummary = z.infer<typeof assistantThreadSummarySchema>;

/** A page of messages, oldest first; `hasMore`: older messages remain before the first. */
export const assistantMessagePageSchema = z.object({
  messages: z.array(assistantMessageSchema),
  hasMore: z.boolean(),
});
export type AssistantMessagePage = z.infer<typeof assistantMessagePageSchema>;

/** A thread with its latest page of messages. */
export const assistantThreadSchema = assistantThreadSummarySchema.extend(assistantMessagePageSchema.shape);
export type AssistantThread = z.infer<typeof assistantThreadSchema>;

export const assistantThreadPageSchema = z.object({
  threads: z.array(assistantThreadSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AssistantThreadPage = z.infer<typeof assistantThreadPageSchema>;

/** Whether a model is set (AI_BASE_URL and AI_MODEL), and its name; never its address or key. */
export const assistantStatusSchema = z.object({
  configured: z.boolean(),
  model: z.string().nullable(),
});
export type AssistantStatus = z.infer<typeof assistantStatusSchema>;

/**
 * One line of a streamed answer (application/x-ndjson, one JSON object a line), in order:
 * - `message`: a stored message: the person's own, then each step of Dawn's with its tool calls;
 *   the same message comes again (same id) whenever one of its calls changes status.
 * - `text`: the next words of the step being written (not yet stored).
 * - `error`: why the answer stopped (the model failed, the step cap, the allowance); what was
 *   stored stays stored.
 * - `done`: the answer is complete; nothing follows.
 */
export const assistantStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: assistantMessageSchema }),
  z.object({ type: z.literal('text'), delta: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({ type: z.literal('done') }),
]);
export type AssistantStreamEvent = z.infer<typeof assistantStreamEventSchema>;
export const ASSISTANT_STREAM_MEDIA_TYPE = 'application/x-ndjson';

/** The person's question: 1 to ASSISTANT_MESSAGE_MAX characters once trimmed. */
export const assistantSendSchema = z.object({
  content: z
    .string(M.empty)
    .refine((s) => !hasControlCharacter(s, true), M.content)
    .trim()
    .refine((s) => s.length > 0, M.empty)
    .refine((s) => charCount(s) <= ASSISTANT_MESSAGE_MAX, M.content),
});
export type AssistantSend = z.input<typeof assistantSendSchema>;

/** A tool as the page lists it: its name, words, and the JSON schema of its arguments. */
export const assistantToolInfoSchema = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.enum(['read', 'write']),
  description: z.string(),
  inputSchema: z.record(z.string(), z.unknown()),
});
export type AssistantToolInfo = z.infer<typeof assistantToolInfoSchema>;

/** The tenant's use of the model this calendar month (UTC), in tokens. */
export const assistantUsageSchema = z.object({
  month: z.string(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  budget: z.number().int(),
});
export type AssistantUsage = z.infer<typeof assistantUsageSchema>;

/** One tool call in the owners' audit trail, newest first: who asked, what ran, who approved. */
export const assistantAuditEntrySchema = assistantToolCallSchema.extend({
  at: z.string(),
  person: z.object({ id: z.string(), name: z.string() }),
  threadId: z.string(),
});
export type AssistantAuditEntry = z.infer<typeof assistantAuditEntrySchema>;
export const assistantAuditPageSchema = z.object({
  entries: z.array(assistantAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AssistantAuditPage = z.infer<typeof assistantAuditPageSchema>;

export const assistantThreadCreateSchema = z.object({ title: titleSchema.optional() });
export type AssistantThreadCreate = z.input<typeof assistantThreadCreateSchema>;
export const assistantThreadRenameSchema = z.object({ title: titleSchema });
export type AssistantThreadRename = z.input<typeof assistantThreadRenameSchema>;

const threadParams = z.object({ id: idSchema(M.threadId) });
const toolCallParams = threadParams.extend({ callId: idSchema(M.toolCallId) });
const toolParams = z.object({ name: z.string(M.unknownTool).regex(/^[a-z_]{1,40}$/, M.unknownTool) });
const auditQuery = z.object({ page: queryInt(M.page, 1, 10_000).default(1) });
const threadListQuery = z.object({
  search: textSchema({ max: TEXT_MAX.search, message: M.search }).optional(),
  page: queryInt(M.page, 1, 10_000).default(1),
});
const messagePageQuery = z.object({
  before: idSchema(M.cursor).optional(),
  limit: queryInt(M.limit, 1, ASSISTANT_MESSAGE_LIMIT_MAX).default(ASSISTANT_MESSAGE_LIMIT_DEFAULT),
});

const BASE = '/api/admin/assistant';

export const ASSISTANT_ENDPOINTS = {
  status: endpoint({
    method: 'GET',
    path: `${BASE}/status`,
    access: { permission: 'assistant:read' },
    summary: 'Whether a model is configured (AI_BASE_URL and AI_MODEL) and its name.',
    response: envelope(assistantStatusSchema),
  }),
  threads: endpoint({
    method: 'GET',
    path: `${BASE}/threads`,
    access: { permission: 'assistant:read' },
    summary:
      'One page (20) of the signed-in person’s threads, newest first; search matches titles and messages.',
    query: threadListQuery,
    response: envelope(assistantThreadPageSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: `${BASE}/threads`,
    access: { permission: 'assistant:create' },
    summary: 'Starts a thread (titled “New Conversation” unless a title is given).',
    body: assistantThreadCreateSchema,
    response: envelope(assistantThreadSchema),
    status: 201,
  }),
  thread: endpoint({
    method: 'GET',
    path: `${BASE}/threads/:id`,
    access: { permission: 'assistant:read' },
    summary: 'One of the person’s threads with its latest 50 messages.',
    params: threadParams,
    response: envelope(assistantThreadSchema),
  }),
  rename: endpoint({
    method: 'PATCH',
    path: `${BASE}/threads/:id`,
    access: { permission: 'assistant:update' },
    summary: 'Renames one of the person’s threads (1–50 characters).',
    params: threadParams,
    body: assistantThreadRenameSchema,
    response: envelope(assistantThreadSummarySchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/threads/:id`,
    access: { permission: 'assistant:delete' },
    summary: 'Deletes one of the person’s threads with its messages.',
    params: threadParams,
    response: successOnlySchema,
  }),
  messages: endpoint({
    method: 'GET',
    path: `${BASE}/threads/:id/messages`,
    access: { permission: 'assistant:read' },
    summary:
      'The latest `limit` messages (50; at most 200) before the message `before`, oldest first, with hasMore.',
    params: threadParams,
    query: messagePageQuery,
    response: envelope(assistantMessagePageSchema),
  }),
  send: endpoint({
    method: 'POST',
    path: `${BASE}/threads/:id/messages`,
    access: { permission: 'assistant:create' },
    summary:
      'Asks Dawn: stores the message and streams the answer (x-ndjson events); closing the connection stops the model.',
    params: threadParams,
    body: assistantSendSchema,
    response: assistantStreamEventSchema,
    mediaType: ASSISTANT_STREAM_MEDIA_TYPE,
  }),
  retry: endpoint({
    method: 'POST',
    path: `${BASE}/threads/:id/retry`,
    access: { permission: 'assistant:create' },
    summary:
      'Answers the last question again: Dawn’s replies after it are replaced (a write already done stays done).',
    params: threadParams,
    response: assistantStreamEventSchema,
    mediaType: ASSISTANT_STREAM_MEDIA_TYPE,
  }),
  approve: endpoint({
    method: 'POST',
    path: `${BASE}/threads/:id/tool-calls/:callId/approve`,
    access: { permission: 'assistant:update' },
    summary: 'Approves a write waiting at its card: runs it as the person, then Dawn goes on (streamed).',
    params: toolCallParams,
    response: assistantStreamEventSchema,
    mediaType: ASSISTANT_STREAM_MEDIA_TYPE,
  }),
  reject: endpoint({
    method: 'POST',
    path: `${BASE}/threads/:id/tool-calls/:callId/reject`,
    access: { permission: 'assistant:update' },
    summary: 'Rejects a write waiting at its card: nothing changes, then Dawn goes on (streamed).',
    params: toolCallParams,
    response: assistantStreamEventSchema,
    mediaType: ASSISTANT_STREAM_MEDIA_TYPE,
  }),
  tools: endpoint({
    method: 'GET',
    path: `${BASE}/tools`,
    access: { permission: 'assistant:read' },
    summary: 'Dawn’s tools: name, words, read or write, and the JSON schema of the arguments.',
    response: envelope(z.array(assistantToolInfoSchema)),
  }),
  runTool: endpoint({
    method: 'POST',
    path: `${BASE}/tools/:name`,
    access: { permission: 'assistant:read' },
    summary: 'Runs a read tool directly, as the person (the page without a model offers them as actions).',
    params: toolParams,
    body: z.record(z.string(), z.unknown()),
    response: envelope(assistantToolResultSchema),
  }),
  usage: endpoint({
    method: 'GET',
    path: `${BASE}/usage`,
    access: { permission: 'tenant:settings' },
    summary: 'The tenant’s model use this month (tokens) against its monthly allowance.',
    response: envelope(assistantUsageSchema),
  }),
  audit: endpoint({
    method: 'GET',
    path: `${BASE}/audit`,
    access: { permission: 'tenant:settings' },
    summary: 'Every tool call of the tenant’s assistant, newest first, 50 a page: the owners’ audit trail.',
    query: auditQuery,
    response: envelope(assistantAuditPageSchema),
  }),
} as const;
