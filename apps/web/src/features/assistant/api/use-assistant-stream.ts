/**
 * One streamed answer of Dawn at a time (issue #33): stored messages are put into the open
 * thread's cache as they come (the same id again replaces it: a tool call changed status), the
 * step being written shows as live text, Stop aborts the request (the server then cancels the
 * model), and when the answer ends the thread and the list are read again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AssistantThread } from '@daybook/contracts';
import { toastFailure } from '../../../lib/query/toast-failure';
import { invalidateReaders } from '../../../lib/query/entity-changes';
import { ASSISTANT_TEXTS, threadKey, upsertMessage, useEditCachedThread } from './assistant-api';
import { streamAssistant, type AssistantStreamRequest } from './assistant-stream';

/** How a streamed request ended: answered, refused before streaming, or stopped by the person. */
export type StreamOutcome = 'answered' | 'refused' | 'stopped';

export interface AssistantStream {
  /** True from the request until the stream ends. */
  streaming: boolean;
  /** The thread of the last request (whose text, error and typing the page shows). */
  threadId: string | null;
  /** The words of the step being written, not yet stored. */
  text: string;
  /** Why the last answer stopped (an `error` event), until the next request. */
  error: string | null;
  run: (request: AssistantStreamRequest) => Promise<StreamOutcome>;
  stop: () => void;
}

/** Dawn's replies after the last question set aside, as Retry replaces them on the server. */
function withoutLastReplies(thread: AssistantThread): AssistantThread {
  const lastQuestion = thread.messages.findLastIndex((m) => m.role === 'user');
  return lastQuestion === -1 ? thread : { ...thread, messages: thread.messages.slice(0, lastQuestion + 1) };
}

/** The streamed answers of the page; a request in flight is stopped when the page goes. */
export function useAssistantStream(): AssistantStream {
  const queryClient = useQueryClient();
  const editThread = useEditCachedThread();
  const controller = useRef<AbortController | null>(null);
  const [streaming, setStreaming] = useState(false);
  const [threadId, setThreadId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (request: AssistantStreamRequest): Promise<StreamOutcome> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setStreaming(true);
      setThreadId(request.threadId);
      setText('');
      setError(null);
      // A read of the thread still on its way predates this answer: it must not land on top of it.
      const key = threadKey(request.threadId);
      if (queryClient.getQueryData(key)) await queryClient.cancelQueries({ queryKey: key });
      if (request.kind === 'retry') editThread(request.threadId, withoutLastReplies);
      let outcome: StreamOutcome = 'answered';
      let streamed = false;
      try {
        await streamAssistant(
          request,
          (event) => {
            streamed = true;
            if (event.type === 'text') setText((t) => t + event.delta);
            else if (event.type === 'error') setError(event.message);
            else if (event.type === 'message') {
              // The step being written is now stored: its text moves from the live line to the list.
              setText('');
              editThread(request.threadId, (thread) => ({
                ...thread,
                messages: upsertMessage(thread.messages, event.message),
              }));
            }
          },
          abort.signal,
        );
      } catch (failure) {
        if (abort.signal.aborted) outcome = 'stopped';
        else {
          outcome = streamed ? 'answered' : 'refused';
          toastFailure(ASSISTANT_TEXTS.answerFailed, failure);
        }
      }
      // A newer request has taken over: its own end will settle the state.
      if (controller.current !== abort) return outcome;
      controller.current = null;
      setStreaming(false);
      setText('');
      await invalidateReaders(queryClient, ['assistant_thread']);
      return outcome;
    },
    [editThread, queryClient],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { streaming, threadId, text, error, run, stop };
}
