/**
 * A scripted OpenAI-compatible server on loopback (issue #33: the one stand-in allowed, because
 * no model runs on these machines). It answers POST /v1/chat/completions with a server-sent
 * event stream as OpenAI's API does: words in chunks, tool calls with their JSON arguments, the
 * finish reason and the token use, then [DONE]. Each request takes the next reply of the script
 * (or asks `respond`); it records what it was sent and whether the caller hung up mid-answer.
 * Another process sets the script over HTTP: POST /__script with a JSON array of replies (the
 * browser suite's servers, e2e/start-server.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer: words (sent chunk by chunk), tool calls, and pacing. */
export interface ScriptedReply {
  /** The answer's words, one chunk each. */
  text?: string[];
  toolCalls?: { name: string; arguments: Record<string, unknown> }[];
  /** Pause between chunks, in ms. */
  delayMs?: number;
  /** Never finish: keep the stream open after the chunks (for Stop). */
  hang?: boolean;
  /** Answer with this HTTP status and an error body instead. */
  status?: number;
}

/** What one request sent: the model, the messages, the tools' names. */
export interface SeenRequest {
  model: string;
  messages: { role: string; content?: unknown; tool_calls?: unknown; tool_call_id?: string }[];
  tools: string[];
  /** The caller closed the connection before the answer finished. */
  hungUp: boolean;
}

export interface ScriptedModelServer {
  /** The API's address, e.g. http://127.0.0.1:PORT/v1 (AI_BASE_URL). */
  baseUrl: string;
  /** POST a JSON array of replies here to replace what is left of the script. */
  scriptUrl: string;
  /** Adds replies to the end of the script. */
  push(...replies: ScriptedReply[]): void;
  seen: SeenRequest[];
  close(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ChatBody {
  model: string;
  messages: SeenRequest['messages'];
  tools?: { function: { name: string } }[];
}

async function readBody<T>(req: http.IncomingMessage): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
}

const SCRIPT_PATH = '/__script';

/**
 * Starts the server on a free loopback port. `respond`, when given, answers every request the
 * script has no reply left for (a benchmark's endless conversation).
 */
export async function startScriptedModel(
  respond?: (seen: SeenRequest) => ScriptedReply,
): Promise<ScriptedModelServer> {
  const script: ScriptedReply[] = [];
  const seen: SeenRequest[] = [];
  let sequence = 0;

  const server = http.createServer(async (req, res) => {
    if (req.method === 'POST' && req.url === SCRIPT_PATH) {
      // Replaced, not appended: a test's leftover replies never answer the next test.
      const replies = await readBody<ScriptedReply[]>(req);
      script.splice(0, script.length, ...replies);
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = await readBody<ChatBody>(req);
    const request: SeenRequest = {
      model: body.model,
      messages: body.messages,
      tools: (body.tools ?? []).map((t) => t.function.name),
      hungUp: false,
    };
    seen.push(request);
    const reply = script.shift() ?? respond?.(request) ?? { text: ['(no scripted reply)'] };
    if (reply.status) {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
      return;
    }
    let finished = false;
    res.on('close', () => {
      if (!finished) request.hungUp = true;
    });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const id = `chatcmpl-${++sequence}`;
    const chunk = (delta: Record<string, unknown>, finish: string | null = null, usage?: object) =>
      res.write(
        `data: ${JSON.stringify({
          id,
          object: 'chat.completion.chunk',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: usage ? [] : [{ index: 0, delta, finish_reason: finish }],
          ...(usage ? { usage } : {}),
        })}\n\n`,
      );
    chunk({ role: 'assistant', content: '' });
    for (const text of reply.text ?? []) {
      if (reply.delayMs) await wait(reply.delayMs);
      if (res.destroyed) return;
      chunk({ content: text });
    }
    for (const [index, call] of (reply.toolCalls ?? []).entries()) {
      chunk({
        tool_calls: [
          {
            index,
            id: `call_${sequence}_${index}`,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
          },
        ],
      });
    }
    if (reply.hang) return;
    chunk({}, reply.toolCalls?.length ? 'tool_calls' : 'stop');
    const words = (reply.text ?? []).join('').split(/\s+/).filter(Boolean).length;
    chunk({}, null, { prompt_tokens: 100, completion_tokens: words + 1, total_tokens: 101 + words });
    finished = true;
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    scriptUrl: `http://127.0.0.1:${port}${SCRIPT_PATH}`,
    push: (...replies) => script.push(...replies),
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
