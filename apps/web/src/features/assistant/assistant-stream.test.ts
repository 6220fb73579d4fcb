/**
 * Dawn AI's stream reader (issue #33): NDJSON lines split anywhere across chunks (a line in
 * pieces, several lines in one chunk, a character's bytes split, a last line without its
 * newline) come out whole and in order; the request carries the tenant and location headers and
 * the cookies; a refusal before the stream throws the server's sentence, not a status line; Stop
 * ends the reading while the server still writes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ASSISTANT_MESSAGES,
  ESTABLISHMENT_HEADER,
  TENANT_HEADER,
  type AssistantStreamEvent,
} from '@daybook/contracts';
import { ApiError, errorMessage, setApiContext } from '../../lib/api-client';
import { jsonResponse } from '../../test/render';
import { readNdjson, streamAssistant } from './api/assistant-stream';

const THREAD_ID = '11111111-1111-4111-8111-111111111111';

/** A body that yields `chunks` (strings or raw bytes) one read at a time. */
function bodyOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiContext({ tenantId: null, establishmentId: null });
});

describe('readNdjson', () => {
  it('joins lines split across chunks and splits lines sharing one', async () => {
    const euro = new TextEncoder().encode('{"type":"text","delta":"€5"}\n');
    // The euro sign's three bytes land in two chunks.
    const cut = euro.indexOf(0xe2) + 1;
    const lines: unknown[] = [];
    for await (const line of readNdjson(
      bodyOf([
        '{"type":"te',
        'xt","delta":"Hel',
        'lo"}\n{"type":"text","delta":" there"}\n\n',
        euro.slice(0, cut),
        euro.slice(cut),
        '{"type":"done"}',
      ]),
    ))
      lines.push(line);
    expect(lines).toEqual([
      { type: 'text', delta: 'Hello' },
      { type: 'text', delta: ' there' },
      { type: 'text', delta: '€5' },
      { type: 'done' },
    ]);
  });
});

describe('streamAssistant', () => {
  it('posts the question with the tenant and location headers and hands on each event', async () => {
    setApiContext({ tenantId: 't1', establishmentId: 'e1' });
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(bodyOf(['{"type":"text","delta":"Hi"}\n{"type":"do', 'ne"}\n']), {
          headers: { 'Content-Type': 'application/x-ndjson' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const events: AssistantStreamEvent[] = [];
    await streamAssistant(
      { kind: 'send', threadId: THREAD_ID, content: 'Show today’s schedule' },
      (e) => events.push(e),
      new AbortController().signal,
    );
    expect(events).toEqual([{ type: 'text', delta: 'Hi' }, { type: 'done' }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/admin/assistant/threads/${THREAD_ID}/messages`);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ content: 'Show today’s schedule' });
    const headers = new Headers(init.headers);
    expect(headers.get(TENANT_HEADER)).toBe('t1');
    expect(headers.get(ESTABLISHMENT_HEADER)).toBe('e1');
  });

  it('throws the server’s sentence when it refuses before streaming', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(409, { success: false, message: ASSISTANT_MESSAGES.busy }, 'Conflict')),
    );
    const failure = await streamAssistant(
      { kind: 'retry', threadId: THREAD_ID },
      () => {},
      new AbortController().signal,
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorMessage(failure, 'Dawn could not answer.')).toBe(ASSISTANT_MESSAGES.busy);
  });

  it('stops reading when Stop aborts, even while the server is still writing', async () => {
    const encoder = new TextEncoder();
    // A body that sends one line and then waits, as a model thinking does.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"type":"text","delta":"Let me"}\n'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body)),
    );
    const stop = new AbortController();
    const events: AssistantStreamEvent[] = [];
    const reading = streamAssistant(
      { kind: 'approve', threadId: THREAD_ID, callId: '22222222-2222-4222-8222-222222222222' },
      (e) => {
        events.push(e);
        stop.abort();
      },
      stop.signal,
    ).catch((e: unknown) => e);
    expect(((await reading) as Error).name).toBe('AbortError');
    expect(events).toEqual([{ type: 'text', delta: 'Let me' }]);
  });
});
