/**
 * The Dawn AI page (issue #33) against a fake server at the fetch boundary: a write's approval
 * card shows before → after and Approve streams the approve endpoint's answer into the thread;
 * a question asked from a starter card streams Dawn's words and a read tool's table; without a
 * model the page says so, lists the read tools as direct actions and runs one into a table;
 * rename and delete from a thread's menu; New conversation loses no words typed while it starts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ASSISTANT_MESSAGES,
  ASSISTANT_STARTER_PROMPTS,
  type AssistantMessage,
  type AssistantStreamEvent,
  type AssistantThread,
  type AssistantThreadSummary,
  type AssistantToolCall,
  type AssistantToolInfo,
  type AssistantToolResult,
} from '@daybook/contracts';
import { jsonResponse } from '../../test/render';
import { renderSignedIn } from '../../test/render-in-workspace';
import { AssistantView } from './components/assistant-view';

const BASE = '/api/admin/assistant';
const THREAD_ID = '11111111-1111-4111-8111-111111111111';
const CALL_ID = '22222222-2222-4222-8222-222222222222';
const AT = '2026-11-30T09:00:00.000Z';

const TOOLS: AssistantToolInfo[] = [
  {
    name: 'day_schedule',
    label: 'Today’s schedule',
    kind: 'read',
    description: 'Lists the appointments of one day at a location.',
    inputSchema: {
      type: 'object',
      properties: {
        establishmentId: { type: 'string', description: 'The location.' },
        date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'The day, YYYY-MM-DD.' },
      },
    },
  },
  {
    name: 'move_appointment',
    label: 'Move an appointment',
    kind: 'write',
    description: 'Moves an appointment.',
    inputSchema: { type: 'object', properties: {}, required: [] },
  },
];

const SCHEDULE: AssistantToolResult = {
  title: 'Schedule for Tue, Dec 1',
  columns: ['Time', 'Client', 'Service'],
  rows: [['10:00 AM', 'Maria Ortiz', 'Balayage']],
  total: 1,
  link: { label: 'Open the calendar', href: '/calendar?date=2026-12-01' },
};

const summary = (over: Partial<AssistantThreadSummary> = {}): AssistantThreadSummary => ({
  id: THREAD_ID,
  title: 'Move Mrs Ortiz',
  lastUpdated: AT,
  messageCount: 2,
  ...over,
});

const message = (over: Partial<AssistantMessage>): AssistantMessage => ({
  id: '33333333-3333-4333-8333-333333333333',
  role: 'assistant',
  content: '',
  timestamp: AT,
  toolCalls: [],
  ...over,
});

const moveCall = (over: Partial<AssistantToolCall> = {}): AssistantToolCall => ({
  id: CALL_ID,
  name: 'move_appointment',
  arguments: {},
  status: 'pending_approval',
  result: null,
  preview: {
    title: 'Move Maria Ortiz’s Balayage',
    changes: [
      { label: 'Client', before: 'Maria Ortiz', after: 'Maria Ortiz' },
      { label: 'When', before: 'Tue, Dec 1 at 10:00 AM', after: 'Fri, Dec 4 at 2:00 PM' },
    ],
  },
  error: null,
  approvedBy: null,
  ...over,
});

const QUESTION = message({
  id: '44444444-4444-4444-8444-444444444444',
  role: 'user',
  content: 'Move Mrs Ortiz to Friday at 2',
});

const thread = (messages: AssistantMessage[], over: Partial<AssistantThread> = {}): AssistantThread => ({
  ...summary(),
  messages,
  hasMore: false,
  ...over,
});

/** An x-ndjson answer of `events`, the first line cut in two chunks. */
function streamOf(events: AssistantStreamEvent[]): Response {
  const text = events.map((e) => `${JSON.stringify(e)}\n`).join('');
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(text.slice(0, 7)));
        controller.enqueue(encoder.encode(text.slice(7)));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'application/x-ndjson' } },
  );
}

interface Request {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: Request) => Response | Promise<Response>;

/** fetch answering `${method} ${path}` (query left out) from `routes`, anything else 404; records requests. */
function fakeServer(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.split('?')[0]!;
      const request = {
        method,
        path,
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      };
      requests.push(request);
      const handler = routes[`${method} ${path}`];
      return handler ? handler(request) : jsonResponse(404, { success: false, message: 'Not found.' });
    }),
  );
  return requests;
}

const ok = (data: unknown) => jsonResponse(200, { success: true, data });
const page = (threads: AssistantThreadSummary[]) =>
  ok({ threads, total: threads.length, page: 1, pageSize: 20 });

function renderPage(isOwner = false) {
  renderSignedIn(<AssistantView establishmentId="e1" isOwner={isOwner} />, {
    role: isOwner ? 'BUSINESS_OWNER' : 'MANAGER',
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Dawn AI page', () => {
  it('shows a write’s change before → after, and Approve streams the approve endpoint’s answer', async () => {
    const answered = message({ content: 'Asking you first.', toolCalls: [moveCall()] });
    let current = thread([QUESTION, answered]);
    const approvedCall = moveCall({ status: 'done', approvedBy: { id: 'u1', name: 'Ana Manager' } });
    const requests = fakeServer({
      [`GET ${BASE}/status`]: () => ok({ configured: true, model: 'qwen3' }),
      [`GET ${BASE}/tools`]: () => ok(TOOLS),
      [`GET ${BASE}/threads`]: () => page([summary()]),
      [`GET ${BASE}/threads/${THREAD_ID}`]: () => ok(current),
      [`POST ${BASE}/threads/${THREAD_ID}/tool-calls/${CALL_ID}/approve`]: () => {
        const moved = message({ id: '55555555-5555-4555-8555-555555555555', content: 'Done: Friday at 2.' });
        current = thread([QUESTION, { ...answered, toolCalls: [approvedCall] }, moved]);
        return streamOf([
          { type: 'message', message: { ...answered, toolCalls: [approvedCall] } },
          { type: 'text', delta: 'Done: ' },
          { type: 'message', message: moved },
          { type: 'done' },
        ]);
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: /^Move Mrs Ortiz/ }));
    const card = await screen.findByRole('region', { name: 'Move Maria Ortiz’s Balayage' });
    const [same, change] = within(card).getAllByRole('listitem');
    // What stays names the booking plainly; only what changes reads before → after.
    expect(same!.textContent).toBe('Client: Maria Ortiz');
    expect(change!.textContent).toBe('When: Tue, Dec 1 at 10:00 AM → Fri, Dec 4 at 2:00 PM');
    expect(within(card).getByText('Pending approval')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Approve: Move Maria Ortiz’s Balayage' }));
    await screen.findByText('Done: Friday at 2.');
    expect(
      requests.some((r) => r.method === 'POST' && r.path.endsWith(`/tool-calls/${CALL_ID}/approve`)),
    ).toBe(true);
    const approved = screen.getByRole('region', { name: 'Move Maria Ortiz’s Balayage' });
    expect(within(approved).getByText('Done')).toBeTruthy();
    expect(within(approved).getByText('Approved by Ana Manager')).toBeTruthy();
    expect(within(approved).queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('asks a starter question in a new thread and shows Dawn’s words and the read tool’s table', async () => {
    let current = thread([], { title: 'New Conversation', messageCount: 0 });
    const asked = message({ id: QUESTION.id, role: 'user', content: ASSISTANT_STARTER_PROMPTS[4] });
    const read: AssistantToolCall = {
      ...moveCall(),
      name: 'day_schedule',
      status: 'done',
      preview: null,
      result: SCHEDULE,
    };
    const reply = message({ content: 'Here is today.', toolCalls: [read] });
    const requests = fakeServer({
      [`GET ${BASE}/status`]: () => ok({ configured: true, model: 'qwen3' }),
      [`GET ${BASE}/tools`]: () => ok(TOOLS),
      [`GET ${BASE}/threads`]: () => page([]),
      [`POST ${BASE}/threads`]: () => jsonResponse(201, { success: true, data: current }),
      [`GET ${BASE}/threads/${THREAD_ID}`]: () => ok(current),
      [`POST ${BASE}/threads/${THREAD_ID}/messages`]: () => {
        current = thread([asked, reply]);
        return streamOf([
          { type: 'message', message: asked },
          { type: 'text', delta: 'Here is ' },
          { type: 'text', delta: 'today.' },
          { type: 'message', message: reply },
          { type: 'done' },
        ]);
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: ASSISTANT_STARTER_PROMPTS[4] }));
    const table = await screen.findByRole('table', { name: SCHEDULE.title });
    expect(within(table).getByText('Maria Ortiz')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the calendar' }).getAttribute('href')).toBe(
      '/calendar?date=2026-12-01',
    );
    expect(screen.getByText('Here is today.')).toBeTruthy();
    const send = requests.find((r) => r.method === 'POST' && r.path.endsWith('/messages'));
    expect(send?.body).toEqual({ content: ASSISTANT_STARTER_PROMPTS[4] });
  });

  it('toasts the server’s sentence when it refuses a question', async () => {
    fakeServer({
      [`GET ${BASE}/status`]: () => ok({ configured: true, model: 'qwen3' }),
      [`GET ${BASE}/tools`]: () => ok(TOOLS),
      [`GET ${BASE}/threads`]: () => page([summary()]),
      [`GET ${BASE}/threads/${THREAD_ID}`]: () => ok(thread([QUESTION])),
      [`POST ${BASE}/threads/${THREAD_ID}/messages`]: () =>
        jsonResponse(429, { success: false, message: ASSISTANT_MESSAGES.rateLimited }, 'Too Many Requests'),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: /^Move Mrs Ortiz/ }));
    await screen.findByText('Move Mrs Ortiz to Friday at 2');
    const box = screen.getByRole('textbox', { name: 'Message Dawn' });
    await user.type(box, 'And Saturday?{Enter}');
    expect(await screen.findByText(ASSISTANT_MESSAGES.rateLimited)).toBeTruthy();
    expect(screen.queryByText(/HTTP error/)).toBeNull();
    // The refused words come back to the box.
    expect((box as HTMLTextAreaElement).value).toBe('And Saturday?');
  });

  it('without a model says so, lists the read tools as direct actions and runs one into a table', async () => {
    const requests = fakeServer({
      [`GET ${BASE}/status`]: () => ok({ configured: false, model: null }),
      [`GET ${BASE}/tools`]: () => ok(TOOLS),
      [`GET ${BASE}/threads`]: () => page([]),
      [`POST ${BASE}/tools/day_schedule`]: () => ok(SCHEDULE),
    });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText(ASSISTANT_MESSAGES.notConfigured)).toBeTruthy();
    const actions = screen.getByRole('region', { name: 'Direct actions' });
    await user.click(await within(actions).findByRole('button', { name: 'Today’s schedule' }));
    expect(within(actions).queryByRole('button', { name: 'Move an appointment' })).toBeNull();
    expect(within(actions).queryByLabelText(/Establishment/)).toBeNull();
    const date = within(actions).getByLabelText('Date') as HTMLInputElement;
    expect(date.type).toBe('date');
    await user.type(date, '2026-12-01');
    await user.click(within(actions).getByRole('button', { name: 'Run' }));

    const table = await within(actions).findByRole('table', { name: SCHEDULE.title });
    expect(within(table).getByText('Balayage')).toBeTruthy();
    expect(within(actions).getByText('Showing 1 of 1')).toBeTruthy();
    const run = requests.find((r) => r.method === 'POST' && r.path === `${BASE}/tools/day_schedule`);
    expect(run?.body).toEqual({ date: '2026-12-01', establishmentId: 'e1' });
    expect(screen.getByRole('textbox', { name: 'Message Dawn' })).toHaveProperty('disabled', true);
  });

  it('keeps the old box shut while a new conversation starts, then puts the cursor in the new one', async () => {
    const newId = '88888888-8888-4888-8888-888888888888';
    const created = thread([], { id: newId, title: 'New Conversation', messageCount: 0 });
    let answerCreate: (answer: Response) => void = () => undefined;
    fakeServer({
      [`GET ${BASE}/status`]: () => ok({ configured: true, model: 'qwen3' }),
      [`GET ${BASE}/tools`]: () => ok(TOOLS),
      [`GET ${BASE}/threads`]: () => page([summary()]),
      [`GET ${BASE}/threads/${THREAD_ID}`]: () => ok(thread([QUESTION])),
      [`POST ${BASE}/threads`]: () =>
        new Promise<Response>((resolve) => {
          answerCreate = resolve;
        }),
      [`GET ${BASE}/threads/${newId}`]: () => ok(created),
    });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    await user.click(await within(list).findByRole('button', { name: /^Move Mrs Ortiz/ }));
    await screen.findByText('Move Mrs Ortiz to Friday at 2');

    await user.click(within(list).getByRole('button', { name: 'New conversation' }));
    // The open thread's box is about to go: it takes nothing meanwhile, and says why.
    const old = screen.getByRole('textbox', { name: 'Message Dawn' });
    await waitFor(() => expect(old).toHaveProperty('disabled', true));
    expect(screen.getByText('Starting a new conversation…')).toBeTruthy();
    await user.type(old, 'Lost words');
    expect((old as HTMLTextAreaElement).value).toBe('');

    answerCreate(jsonResponse(201, { success: true, data: created }));
    await screen.findByRole('region', { name: 'New Conversation' });
    const box = screen.getByRole('textbox', { name: 'Message Dawn' });
    expect(box).not.toBe(old);
    expect(box).toHaveProperty('disabled', false);
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.keyboard('Who is in today?');
    expect((box as HTMLTextAreaElement).value).toBe('Who is in today?');
  });

  it('renames a thread from its menu, and deletes one after confirming', async () => {
    let threads = [summary(), summary({ id: '66666666-6666-4666-8666-666666666666', title: 'Low stock' })];
    const requests = fakeServer({
      [`GET ${BASE}/status`]: () => ok({ configured: true, model: 'qwen3' }),
      [`GET ${BASE}/tools`]: () => ok(TOOLS),
      [`GET ${BASE}/threads`]: () => page(threads),
      [`PATCH ${BASE}/threads/${THREAD_ID}`]: (r) => {
        const { title } = r.body as { title: string };
        threads = threads.map((t) => (t.id === THREAD_ID ? { ...t, title } : t));
        return ok(threads[0]);
      },
      [`DELETE ${BASE}/threads/66666666-6666-4666-8666-666666666666`]: () => {
        threads = threads.slice(0, 1);
        return jsonResponse(200, { success: true });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('navigation', { name: 'Conversations' });

    await user.click(await within(list).findByRole('button', { name: 'Actions for Move Mrs Ortiz' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename conversation' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Friday moves');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(list).findByRole('button', { name: /^Friday moves/ });
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ title: 'Friday moves' });

    await user.click(within(list).getByRole('button', { name: 'Actions for Low stock' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete conversation?' });
    expect(within(confirm).getByText(/“Low stock” and all its messages will be deleted/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByRole('button', { name: /^Low stock/ })).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('loads earlier messages of a long thread from the messages endpoint, above the latest', async () => {
    const older = message({
      id: '77777777-7777-4777-8777-777777777777',
      role: 'user',
      content: 'An older question',
    });
    fakeServer({
      [`GET ${BASE}/status`]: () => ok({ configured: true, model: 'qwen3' }),
      [`GET ${BASE}/tools`]: () => ok(TOOLS),
      [`GET ${BASE}/threads`]: () => page([summary()]),
      [`GET ${BASE}/threads/${THREAD_ID}`]: () => ok(thread([QUESTION], { hasMore: true })),
      [`GET ${BASE}/threads/${THREAD_ID}/messages`]: () => ok({ messages: [older], hasMore: false }),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: /^Move Mrs Ortiz/ }));
    await user.click(await screen.findByRole('button', { name: 'Load earlier' }));
    await screen.findByText('An older question');
    const texts = screen.getAllByRole('article').map((a) => a.textContent);
    expect(texts[0]).toContain('An older question');
    expect(texts[1]).toContain('Move Mrs Ortiz to Friday at 2');
    expect(screen.queryByRole('button', { name: 'Load earlier' })).toBeNull();
    const fetched = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(fetched).toContain(`${BASE}/threads/${THREAD_ID}/messages?before=${QUESTION.id}`);
  });

  it('shows owners the month’s use and the audit trail', async () => {
    const entry = {
      ...moveCall({ status: 'done', approvedBy: { id: 'u1', name: 'Ana Owner' } }),
      at: AT,
      person: { id: 'u2', name: 'Max Manager' },
      threadId: THREAD_ID,
    };
    fakeServer({
      [`GET ${BASE}/status`]: () => ok({ configured: true, model: 'qwen3' }),
      [`GET ${BASE}/tools`]: () => ok(TOOLS),
      [`GET ${BASE}/threads`]: () => page([]),
      [`GET ${BASE}/usage`]: () =>
        ok({ month: '2026-11', inputTokens: 1_000, outputTokens: 500, budget: 2_000_000 }),
      [`GET ${BASE}/audit`]: () => ok({ entries: [entry], total: 1, page: 1, pageSize: 50 }),
    });
    const user = userEvent.setup();
    renderPage(true);

    expect(await screen.findByText('This month: 1,500 tokens of 2,000,000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Activity' }));
    const table = await screen.findByRole('table', { name: 'Dawn AI activity' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Max Manager')).toBeTruthy();
    expect(within(row).getByText('Move an appointment')).toBeTruthy();
    expect(within(row).getByText('Done')).toBeTruthy();
    expect(within(row).getByText('Ana Owner')).toBeTruthy();
  });
});
