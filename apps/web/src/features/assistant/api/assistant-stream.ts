/**
 * Dawn AI's streamed answers (issue #33; contracts ASSISTANT_ENDPOINTS send, retry, approve,
 * reject): a POST whose answer is application/x-ndjson, one AssistantStreamEvent a line. fetch
 * is called here rather than through api-client because the body is read as it arrives; the
 * request carries the same cookies and tenant and location headers as every other call, and a
 * refusal before the stream starts (a 4xx JSON body) throws the same ApiError, so its toast
 * reads the server's sentence.
 */
import {
  ALL_ESTABLISHMENTS,
  ASSISTANT_ENDPOINTS as E,
  ASSISTANT_STREAM_MEDIA_TYPE,
  ESTABLISHMENT_HEADER,
  TENANT_HEADER,
  assistantStreamEventSchema,
  endpointPath,
  type AssistantStreamEvent,
} from '@daybook/contracts';
import { ApiError, getApiContext } from '../../../lib/api-client';

/** One streamed request: ask, answer the last question again, or approve or reject a write. */
export type AssistantStreamRequest =
  | { kind: 'send'; threadId: string; content: string }
  | { kind: 'retry'; threadId: string }
  | { kind: 'approve' | 'reject'; threadId: string; callId: string };

/** The address and body of `request`. */
function target(request: AssistantStreamRequest): { url: string; body: unknown } {
  switch (request.kind) {
    case 'send':
      return {
        url: endpointPath(E.send, { id: request.threadId }),
        body: { content: request.content },
      };
    case 'retry':
      return { url: endpointPath(E.retry, { id: request.threadId }), body: {} };
    default:
      return {
        url: endpointPath(E[request.kind], { id: request.threadId, callId: request.callId }),
        body: {},
      };
  }
}

function headers(): Headers {
  const h = new Headers({ Accept: ASSISTANT_STREAM_MEDIA_TYPE, 'Content-Type': 'application/json' });
  const { tenantId, establishmentId } = getApiContext();
  if (tenantId) h.set(TENANT_HEADER, tenantId);
  if (establishmentId && establishmentId !== ALL_ESTABLISHMENTS) h.set(ESTABLISHMENT_HEADER, establishmentId);
  return h;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The ApiError of a refused request, carrying the server's message (or error) field. */
async function refusal(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = JSON.parse(await response.text()) as unknown;
  } catch {
    // A body that is not JSON (a proxy's page) has no sentence to show: the caller's title stands.
  }
  const text = (key: string) => (isRecord(body) && typeof body[key] === 'string' ? body[key] : null);
  return new ApiError(response.status, response.statusText, text('message') || text('error'), text('code'));
}

/**
 * The lines of an NDJSON body, each parsed, in order: a line split across chunks (or a
 * character split across bytes) is joined before parsing; blank lines are skipped, and a last
 * line without its newline still counts. `signal` aborting ends the reading (a body that does
 * not follow its request's signal would otherwise keep it waiting). Throws when a line is not JSON.
 */
export async function* readNdjson(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      pending = done ? '' : lines.pop()!;
      for (const line of lines) if (line.trim()) yield JSON.parse(line) as unknown;
      if (done) return;
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
}

/**
 * Sends `request` and calls `onEvent` with each event of the answer until the stream ends.
 * Throws ApiError when the server refuses before streaming (busy, rate limit, allowance, not
 * configured…), the fetch's AbortError when `signal` stops it (the server then cancels the
 * model), and a TypeError when the network fails.
 */
export async function streamAssistant(
  request: AssistantStreamRequest,
  onEvent: (event: AssistantStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const { url, body } = target(request);
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: headers(),
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await refusal(response);
  if (!response.body) return;
  for await (const line of readNdjson(response.body, signal)) {
    // A kind of event this page does not know yet (a newer server) is passed over, not fatal.
    const event = assistantStreamEventSchema.safeParse(line);
    if (event.success) onEvent(event.data);
  }
  signal.throwIfAborted();
}
