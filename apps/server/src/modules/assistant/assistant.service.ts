/**
 * Dawn AI's threads (issue #33 "Threads"; operations.md §3, §9): each signed-in person's own
 * conversations. Routes check `assistant:*` (managers and above); every query runs under the
 * actor's tenant (row-level security) and names the actor as the thread's owner, so another
 * person's thread answers 404 exactly as a missing one does, an owner's reach notwithstanding.
 */
import {
  ASSISTANT_DEFAULT_TITLE,
  ASSISTANT_MESSAGE_LIMIT_DEFAULT,
  ASSISTANT_MESSAGE_MAX,
  ASSISTANT_MESSAGES as M,
  ASSISTANT_THREAD_PAGE_SIZE,
  hasControlCharacter,
  threadTitleFrom,
  type AssistantMessage,
  type AssistantMessagePage,
  type AssistantMessageRole,
  type AssistantStatus,
  type AssistantThread,
  type AssistantThreadPage,
  type AssistantThreadSummary,
  type AssistantToolCall,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import type { AiSettings } from './ai-settings.js';
import * as repo from './assistant.repository.js';

/** Whose threads: the signed-in person in their tenant. */
export type ThreadOwner = Pick<Actor, 'tenantId' | 'userId'>;

/** A message as the model loop stores it (`toolCalls`: none unless given). */
export interface NewMessage {
  role: AssistantMessageRole;
  content: string;
  toolCalls?: AssistantToolCall[];
}

const notFound = () => new AppError('NOT_FOUND', M.notFound);

const toSummary = (r: repo.ThreadRow): AssistantThreadSummary => ({
  id: r.id,
  title: r.title,
  lastUpdated: r.lastUpdated.toISOString(),
  messageCount: r.messageCount,
});

const toMessage = (r: repo.MessageRow): AssistantMessage => ({
  id: r.id,
  role: r.role,
  content: r.content,
  timestamp: r.createdAt.toISOString(),
  toolCalls: r.toolCalls,
});

/** Whether a model is configured, and its name; the address and key stay on the server. */
export function assistantStatus(ai: AiSettings | null): AssistantStatus {
  return { configured: ai !== null, model: ai?.model ?? null };
}

/** Page `page` (20 a page) of the actor's threads, newest change first, matching `search` when given. */
export function threadPage(
  db: Db,
  actor: Actor,
  query: { search?: string | undefined; page: number },
): Promise<AssistantThreadPage> {
  return withTenant(db, actor, async (tx) => {
    const { rows, total } = await repo.threadPage(
      tx,
      actor.userId,
      query.search || undefined,
      (query.page - 1) * ASSISTANT_THREAD_PAGE_SIZE,
      ASSISTANT_THREAD_PAGE_SIZE,
    );
    return { threads: rows.map(toSummary), total, page: query.page, pageSize: ASSISTANT_THREAD_PAGE_SIZE };
  });
}

/** Starts a thread of the actor's, titled `title` or 'New Conversation'. */
export function createThread(
  db: Db,
  actor: Actor,
  body: { title?: string | undefined },
): Promise<AssistantThread> {
  return withTenant(db, actor, async (tx) => {
    const row = await repo.insertThread(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      title: body.title ?? ASSISTANT_DEFAULT_TITLE,
    });
    return { ...toSummary(row), messages: [], hasMore: false };
  });
}

/** One of the actor's threads with its latest 50 messages; 404 for anyone else's. */
export function getThread(db: Db, actor: Actor, id: string): Promise<AssistantThread> {
  return withTenant(db, actor, async (tx) => {
    const thread = await repo.findThread(tx, actor.userId, id);
    if (!thread) throw notFound();
    const { rows, hasMore } = await repo.messagesBefore(tx, id, undefined, ASSISTANT_MESSAGE_LIMIT_DEFAULT);
    return { ...toSummary(thread), messages: rows.map(toMessage), hasMore };
  });
}

/** Renames one of the actor's threads; 404 for anyone else's. */
export function renameThread(
  db: Db,
  actor: Actor,
  id: string,
  title: string,
): Promise<AssistantThreadSummary> {
  return withTenant(db, actor, async (tx) => {
    const row = await repo.renameThread(tx, actor.userId, id, title);
    if (!row) throw notFound();
    return toSummary(row);
  });
}

/** Deletes one of the actor's threads with its messages; 404 for anyone else's. */
export function deleteThread(db: Db, actor: Actor, id: string): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    if (!(await repo.deleteThread(tx, actor.userId, id))) throw notFound();
  });
}

/**
 * The latest `limit` messages of one of the actor's threads before message `before` (none: the
 * newest), oldest first; 404 for anyone else's thread, 400 when `before` is not one of its messages.
 */
export function messagePage(
  db: Db,
  actor: Actor,
  id: string,
  query: { before?: string | undefined; limit: number },
): Promise<AssistantMessagePage> {
  return withTenant(db, actor, async (tx) => {
    if (!(await repo.findThread(tx, actor.userId, id))) throw notFound();
    if (query.before && !(await repo.hasMessage(tx, id, query.before))) throw invalid('before', M.cursor);
    const { rows, hasMore } = await repo.messagesBefore(tx, id, query.before, query.limit);
    return { messages: rows.map(toMessage), hasMore };
  });
}

/**
 * Adds a message to one of `owner`'s threads inside the caller's tenant transaction `tx` (the
 * model loop's, issue #33), moves the thread's last change to now, and names a thread still
 * titled 'New Conversation' after its first user message (operations.md §9). 404 for anyone
 * else's thread; a message over ASSISTANT_MESSAGE_MAX characters or with control
 * characters is refused (400).
 */
export async function appendMessage(
  tx: Tx,
  owner: ThreadOwner,
  threadId: string,
  message: NewMessage,
): Promise<AssistantMessage> {
  const thread = await repo.findThread(tx, owner.userId, threadId);
  if (!thread) throw notFound();
  if ([...message.content].length > ASSISTANT_MESSAGE_MAX || hasControlCharacter(message.content, true))
    throw invalid('content', M.content);
  const row = await repo.insertMessage(tx, {
    tenantId: owner.tenantId,
    threadId,
    role: message.role,
    content: message.content,
    toolCalls: message.toolCalls ?? [],
  });
  const named = message.role === 'user' && thread.title === ASSISTANT_DEFAULT_TITLE;
  await repo.touchThread(tx, threadId, named ? threadTitleFrom(message.content) : undefined);
  return toMessage(row);
}
