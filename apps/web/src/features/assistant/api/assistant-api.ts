/**
 * Dawn AI's calls and hooks (issue #33, operations.md §1–§4, §9): the model's status, the
 * person's threads (paged, searched), one thread with its latest messages and earlier pages,
 * the thread writes, the tools and running a read tool directly, and the owners' use and audit
 * trail. Reads declare `assistant_thread`, so a write here refetches them; writes toast the
 * server's reason. Threads belong to the person, not to a location: their keys have no scope.
 */
import { useCallback } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  ASSISTANT_ENDPOINTS as E,
  type AssistantMessage,
  type AssistantThread,
  type DomainEntity,
  type EndpointAnswer,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointKey, endpointMutation, endpointQuery } from '../../../lib/query/endpoint-query';

const THREAD_READS: readonly DomainEntity[] = ['assistant_thread'];

/** Failure titles of the page (the server's sentence is each toast's body). */
export const ASSISTANT_TEXTS = {
  loadFailed: 'Could not load the conversations.',
  threadFailed: 'Could not load the conversation.',
  createFailed: 'Could not start a conversation.',
  renameFailed: 'Could not rename the conversation.',
  deleteFailed: 'Could not delete the conversation.',
  answerFailed: 'Dawn could not answer.',
  toolsFailed: 'Could not load the actions.',
  runFailed: 'The action did not run.',
  usageFailed: 'Could not load this month’s use.',
  auditFailed: 'Could not load the activity.',
} as const;

/** Whether a model is configured. */
export function useAssistantStatus() {
  return useQuery(endpointQuery(E.status, {}, { reads: [], select: (answer) => answer.data }));
}

/** Page `page` of the person's threads matching `search` (all when empty), newest first. */
export function useThreads(search: string, page: number) {
  return useQuery({
    ...endpointQuery(
      E.threads,
      { query: { search: search || undefined, page: String(page) } },
      { reads: THREAD_READS, errorTitle: ASSISTANT_TEXTS.loadFailed, select: (answer) => answer.data },
    ),
    placeholderData: keepPreviousData,
  });
}

type ThreadAnswer = EndpointAnswer<typeof E.thread>;

/** The cache key of thread `id` (its latest page of messages). */
export function threadKey(id: string) {
  return endpointKey(E.thread, { params: { id } });
}

/** Thread `id` with its latest messages; nothing while `id` is null. */
export function useThread(id: string | null) {
  return useQuery({
    ...endpointQuery(
      E.thread,
      { params: { id: id ?? '' } },
      { reads: THREAD_READS, errorTitle: ASSISTANT_TEXTS.threadFailed, select: (answer) => answer.data },
    ),
    enabled: id !== null,
  });
}

/** The messages of thread `id` before message `before`, oldest first, with whether more remain. */
export async function fetchEarlierMessages(id: string, before: string) {
  return (await callEndpoint(E.messages, { params: { id }, query: { before } })).data;
}

/** `messages` with `message` in place of the one of its id, or added at the end. */
export function upsertMessage(messages: AssistantMessage[], message: AssistantMessage): AssistantMessage[] {
  const at = messages.findIndex((m) => m.id === message.id);
  if (at === -1) return [...messages, message];
  return messages.map((m, i) => (i === at ? message : m));
}

/** Changes the cached messages of thread `id` (a streamed message, a retry's replies set aside). */
export function useEditCachedThread() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string, edit: (thread: AssistantThread) => AssistantThread) =>
      queryClient.setQueryData<ThreadAnswer>(threadKey(id), (old) => old && { ...old, data: edit(old.data) }),
    [queryClient],
  );
}

/**
 * Starts a thread (titled by its first message later). Its answer is the thread itself, put in
 * the cache at once so that a question asked right away has a thread to stream into.
 */
export function useCreateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutation<typeof E.create, void>(E.create, {
      call: () => ({ body: {} }),
      errorTitle: ASSISTANT_TEXTS.createFailed,
      writes: THREAD_READS,
    }),
    onSuccess: (answer) => queryClient.setQueryData<ThreadAnswer>(threadKey(answer.data.id), answer),
  });
}

/** Renames a thread, and toasts. */
export function useRenameThread() {
  return useMutation({
    ...endpointMutation(E.rename, {
      call: (vars: { id: string; title: string }) => ({
        params: { id: vars.id },
        body: { title: vars.title },
      }),
      errorTitle: ASSISTANT_TEXTS.renameFailed,
      writes: THREAD_READS,
    }),
    onSuccess: (answer) =>
      notifications.show({ color: 'green', message: `Renamed to “${answer.data.title}”.` }),
  });
}

/** Deletes a thread with its messages, and toasts. */
export function useDeleteThread() {
  return useMutation({
    ...endpointMutation(E.remove, {
      call: (id: string) => ({ params: { id } }),
      errorTitle: ASSISTANT_TEXTS.deleteFailed,
      writes: THREAD_READS,
    }),
    onSuccess: () => notifications.show({ color: 'green', message: 'Conversation deleted.' }),
  });
}

/** Dawn's tools: read and write, with the JSON schema of their arguments. */
export function useAssistantTools() {
  return useQuery(
    endpointQuery(
      E.tools,
      {},
      { reads: [], errorTitle: ASSISTANT_TEXTS.toolsFailed, select: (answer) => answer.data },
    ),
  );
}

/** Runs read tool `name` directly with `args` (the page without a model). */
export function useRunTool() {
  return useMutation(
    endpointMutation(E.runTool, {
      call: (vars: { name: string; args: Record<string, unknown> }) => ({
        params: { name: vars.name },
        body: vars.args,
      }),
      errorTitle: ASSISTANT_TEXTS.runFailed,
      writes: [],
    }),
  );
}

/** The tenant's tokens this month against its allowance (owners only: others are refused). */
export function useAssistantUsage() {
  return useQuery(endpointQuery(E.usage, {}, { reads: THREAD_READS, select: (answer) => answer.data }));
}

/** Page `page` of the tenant's tool calls, newest first (owners), while `enabled`. */
export function useAssistantAudit(page: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery(
      E.audit,
      { query: { page: String(page) } },
      { reads: THREAD_READS, errorTitle: ASSISTANT_TEXTS.auditFailed, select: (answer) => answer.data },
    ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
