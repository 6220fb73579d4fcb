/**
 * A thread's stored messages as the model reads them (issue #33 "the model is sent only what the
 * tools returned"): the person's words, Dawn's words with the calls it made, and for each call
 * the tool's table, its error, or that the person rejected it or has not yet decided.
 */
import type { ModelMessage, ToolResultPart } from 'ai';
import type { AssistantMessage, AssistantToolCall } from '@daybook/contracts';

function outputOf(call: AssistantToolCall): ToolResultPart['output'] {
  switch (call.status) {
    case 'done':
      return { type: 'json', value: call.result };
    case 'failed':
      return { type: 'error-text', value: call.error ?? 'The tool failed.' };
    case 'rejected':
      return { type: 'execution-denied', reason: 'The person rejected this; nothing was changed.' };
    default:
      return {
        type: 'text',
        value: 'Waiting for the person to approve or reject it; nothing has changed yet.',
      };
  }
}

/** The model's view of `messages` (oldest first). */
export function modelMessagesOf(messages: readonly AssistantMessage[]): ModelMessage[] {
  return messages.flatMap((message): ModelMessage[] => {
    if (message.role === 'user') return [{ role: 'user', content: message.content }];
    const said: ModelMessage = {
      role: 'assistant',
      content: [
        ...(message.content ? [{ type: 'text' as const, text: message.content }] : []),
        ...message.toolCalls.map((c) => ({
          type: 'tool-call' as const,
          toolCallId: c.id,
          toolName: c.name,
          input: c.arguments,
        })),
      ],
    };
    if (message.toolCalls.length === 0) return [said];
    return [
      said,
      {
        role: 'tool',
        content: message.toolCalls.map((c) => ({
          type: 'tool-result' as const,
          toolCallId: c.id,
          toolName: c.name,
          output: outputOf(c),
        })),
      },
    ];
  });
}
