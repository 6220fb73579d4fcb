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
 *   approves (executing → done or failed) or rejects it (rejected). `approvedBy` names who did.
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

/** Who approved a write (their name as it was then). */
const approverSchema = z.object({ id: z.string(), name: z.string() });

/** One tool call of an assistant message: what ran or waits to run, and how it went. */
export const assistantToolCallSchema = z.object({
  id: z.string(),
  /** The tool's name, e.g. 'todays_schedule', 'move_appointment'. */
  name: z.string(),
  /** The arguments the model gave (a JSON object). */
  arguments: z.record(z.string(), z.unknown()),
  status: z.enum(ASSISTANT_TOOL_CALL_STATUSES),
  /** What the tool answered (JSON), or null before it ran or when it failed or was rejected. */
  result: z.unknown(),
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

export const assistantThreadCreateSchema = z.object({ title: titleSchema.optional() });
export type AssistantThreadCreate = z.input<typeof assistantThreadCreateSchema>;
export const assistantThreadRenameSchema = z.object({ title: titleSchema });
export type AssistantThreadRename = z.input<typeof assistantThreadRenameSchema>;

const threadParams = z.object({ id: idSchema(M.threadId) });
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
} as const;
