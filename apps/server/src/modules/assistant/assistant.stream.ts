/**
 * A streamed answer over HTTP (issue #33 "Answers stream to the page token by token; Stop
 * cancels the model call on the server"): one JSON event a line (application/x-ndjson), written
 * as it happens, past the compression and serialisation layers. The person closing the
 * connection aborts the work's signal, which the model call listens to.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ASSISTANT_MESSAGES as M,
  ASSISTANT_STREAM_MEDIA_TYPE,
  type AssistantStreamEvent,
} from '@daybook/contracts';

type Work = (emit: (event: AssistantStreamEvent) => void, signal: AbortSignal) => Promise<void>;

/** Answers `request` with the events `work` emits; a failure inside ends the stream with an error event. */
export async function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  work: Work,
): Promise<FastifyReply> {
  reply.hijack();
  const res = reply.raw;
  // The headers the request's hooks set (security headers, the session hint) still go out.
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) res.setHeader(name, value);
  res.writeHead(200, {
    'content-type': `${ASSISTANT_STREAM_MEDIA_TYPE}; charset=utf-8`,
    'cache-control': 'no-store',
    // A proxy in front must pass each line on as it comes.
    'x-accel-buffering': 'no',
  });
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const emit = (event: AssistantStreamEvent) => {
    if (!res.writableEnded && !res.destroyed) res.write(`${JSON.stringify(event)}\n`);
  };
  try {
    await work(emit, controller.signal);
  } catch (err) {
    request.log.error({ err }, 'assistant answer failed');
    emit({ type: 'error', message: M.modelFailed });
    emit({ type: 'done' });
  } finally {
    res.end();
  }
  return reply;
}
