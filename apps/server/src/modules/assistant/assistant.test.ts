/**
 * Dawn AI's thread store (issue #33 "Threads"; operations.md §3, §9) on the real database: a
 * person's threads are created, listed newest first, searched by title and message, renamed and
 * deleted; both lists page (threads by number, messages backwards by cursor); a thread is its
 * author's alone (a manager never reads the owner's, the owner never the manager's, a Northside
 * owner never Luxe's: each answers 404); front desk and employees are refused; bad input gets
 * its sentence and changes nothing; appendMessage stores a turn, moves the thread's last change
 * and names it after its first user message; the status tells whether a model is configured
 * without answering its address or key; the owner's demo threads reopen with their tool calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ASSISTANT_DEFAULT_TITLE,
  ASSISTANT_ENDPOINTS as E,
  ASSISTANT_MESSAGES as M,
  SOCKET_EVENTS,
  type DomainEvent,
  type EntityChangedPayload,
  threadTitleFrom,
  type AssistantAuditPage,
  type AssistantMessage,
  type AssistantMessagePage,
  type AssistantStatus,
  type AssistantThread,
  type AssistantThreadPage,
  type AssistantThreadSummary,
} from '@daybook/contracts';
import { loadConfig } from '../../config.js';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { AppError } from '../../core/app-error.js';
import { actorOf, createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { call, ok, refused } from '../../../test/http.js';
import { collectEvents, connectSocket, waitFor } from '../../../test/sockets.js';
import { appendMessage, type NewMessage } from './index.js';

const THREADS = E.threads.path;
const at = (id: string, tail = '') => `${THREADS}/${id}${tail}`;
const AI = {
  baseUrl: 'http://dawn:hunter2@127.0.0.1:11434/v1',
  apiKey: 'sk-very-secret',
  model: 'llama3.1:8b',
};

let ctx: TestContext;
let withModel: TestContext;
let owner: Session;
let manager: Session;
let frontdesk: Session;
let employee: Session;
let north: Session;

const start = (session: Session, title?: string) =>
  ok<AssistantThread>(session, 'POST', THREADS, title === undefined ? {} : { title }, 201);
const list = (session: Session, query = '') => ok<AssistantThreadPage>(session, 'GET', `${THREADS}${query}`);
const append = (session: Session, threadId: string, message: NewMessage) =>
  withTenant(ctx.database.db, actorOf(session), (tx) =>
    appendMessage(tx, actorOf(session), threadId, message),
  );

async function threadRows(userId: string) {
  return queryRows<{ id: string; title: string; n: number }>(
    ctx.database.db,
    sql`SELECT t.id, t.title, (SELECT count(*)::int FROM assistant_messages m WHERE m.thread_id = t.id) AS n
        FROM assistant_threads t WHERE t.user_id = ${userId} ORDER BY t.id`,
  );
}

beforeAll(async () => {
  ctx = await createTestContext({ sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 });
  owner = await ctx.signIn('owner@luxe.example');
  manager = await ctx.signIn('manager@luxe.example');
  frontdesk = await ctx.signIn('frontdesk@luxe.example');
  employee = await ctx.signIn('employee@luxe.example');
  north = await ctx.signIn('owner@northside.example');
  withModel = await createTestContext({ ai: AI });
});
afterAll(async () => {
  await ctx?.close();
  await withModel?.close();
});

describe('threads', () => {
  it('creates, reads, lists, renames and deletes a thread of one’s own', async () => {
    const made = await start(manager);
    expect(made).toMatchObject({
      title: ASSISTANT_DEFAULT_TITLE,
      messageCount: 0,
      messages: [],
      hasMore: false,
    });
    const named = await start(manager, '  Friday moves  ');
    expect(named.title).toBe('Friday moves');
    expect(await ok<AssistantThread>(manager, 'GET', at(made.id))).toEqual(made);

    const page = await list(manager);
    expect(page.threads.slice(0, 2).map((t) => t.id)).toEqual([named.id, made.id]);
    expect(page).toMatchObject({ page: 1, pageSize: 20 });

    const renamed = await ok<AssistantThreadSummary>(manager, 'PATCH', at(made.id), {
      title: ' Stock for May ',
    });
    expect(renamed.title).toBe('Stock for May');
    expect(Date.parse(renamed.lastUpdated)).toBeGreaterThan(Date.parse(named.lastUpdated));
    expect((await list(manager)).threads[0]!.id).toBe(made.id);

    expect((await call(manager, 'DELETE', at(made.id))).statusCode).toBe(200);
    expect(await refused(manager, 'GET', at(made.id), undefined, 404)).toBe(M.notFound);
    expect(await refused(manager, 'DELETE', at(made.id), undefined, 404)).toBe(M.notFound);
    await ok(manager, 'DELETE', at(named.id));
  });

  it('searches titles and messages, case-insensitively', async () => {
    const colour = await start(manager, 'Colour questions');
    const other = await start(manager);
    await append(manager, other.id, { role: 'user', content: 'Who is free for a BALAYAGE on Friday?' });
    await append(manager, other.id, { role: 'assistant', content: 'Two stylists have openings.' });
    const ids = async (search: string) =>
      (await list(manager, `?search=${encodeURIComponent(search)}`)).threads.map((t) => t.id);
    expect(await ids('colour')).toEqual([colour.id]);
    expect(await ids('balayage')).toEqual([other.id]);
    expect(await ids('OPENINGS')).toEqual([other.id]);
    expect(await ids('100%_')).toEqual([]);
    expect((await list(manager, '?search=')).total).toBeGreaterThanOrEqual(2);
    await ok(manager, 'DELETE', at(colour.id));
    await ok(manager, 'DELETE', at(other.id));
  });

  it('pages the list 20 at a time, newest change first', async () => {
    const made: string[] = [];
    for (let i = 0; i < 23; i++) made.push((await start(manager, `Thread ${i}`)).id);
    const first = await list(manager);
    const second = await list(manager, '?page=2');
    expect(first.total).toBe(23);
    expect(first.threads).toHaveLength(20);
    expect([...first.threads, ...second.threads].map((t) => t.id)).toEqual([...made].reverse());
    expect((await list(manager, '?page=3')).threads).toEqual([]);
    for (const id of made) await ok(manager, 'DELETE', at(id));
  });
});

describe('messages', () => {
  it('pages backwards from the newest with a cursor, each page oldest first', async () => {
    const thread = await start(manager);
    const stored: AssistantMessage[] = [];
    for (let i = 0; i < 7; i++)
      stored.push(
        await append(manager, thread.id, { role: i % 2 ? 'assistant' : 'user', content: `Turn ${i}` }),
      );
    const page = (query: string) =>
      ok<AssistantMessagePage>(manager, 'GET', at(thread.id, `/messages${query}`));

    const all = await page('');
    expect(all).toEqual({ messages: stored, hasMore: false });
    const latest = await page('?limit=3');
    expect(latest.messages.map((m) => m.content)).toEqual(['Turn 4', 'Turn 5', 'Turn 6']);
    expect(latest.hasMore).toBe(true);
    const middle = await page(`?limit=3&before=${latest.messages[0]!.id}`);
    expect(middle.messages.map((m) => m.content)).toEqual(['Turn 1', 'Turn 2', 'Turn 3']);
    expect(middle.hasMore).toBe(true);
    const oldest = await page(`?limit=3&before=${middle.messages[0]!.id}`);
    expect(oldest).toEqual({ messages: [stored[0]], hasMore: false });

    const reopened = await ok<AssistantThread>(manager, 'GET', at(thread.id));
    expect(reopened).toMatchObject({ messageCount: 7, messages: stored, hasMore: false, title: 'Turn 0' });
    await ok(manager, 'DELETE', at(thread.id));
  });

  it('appendMessage bumps the last change and names the thread after its first user message', async () => {
    const thread = await start(manager);
    const long = '  Which   products will run out before the next order arrives on Friday the 12th?';
    await append(manager, thread.id, { role: 'assistant', content: 'Hello! Ask me about your salon.' });
    expect((await ok<AssistantThread>(manager, 'GET', at(thread.id))).title).toBe(ASSISTANT_DEFAULT_TITLE);
    const asked = await append(manager, thread.id, {
      role: 'user',
      content: long,
    });
    const answered = await append(manager, thread.id, {
      role: 'assistant',
      content: 'Three products are low.',
      toolCalls: [
        {
          id: 'call-1',
          name: 'low_stock',
          arguments: { establishmentId: null },
          status: 'done',
          result: {
            title: 'Low stock',
            columns: ['Product', 'On hand'],
            rows: [['Toner T18', 1]],
            total: 1,
            link: null,
          },
          preview: null,
          error: null,
          approvedBy: null,
        },
      ],
    });
    await append(manager, thread.id, { role: 'user', content: 'And the week after?' });
    const now = await ok<AssistantThread>(manager, 'GET', at(thread.id));
    expect(now.title).toBe(threadTitleFrom(long));
    expect(now.title).toBe('Which products will run out before the next order');
    expect(now.messageCount).toBe(4);
    expect(now.messages[1]).toEqual(asked);
    expect(now.messages[2]!.toolCalls).toEqual(answered.toolCalls);
    expect(Date.parse(now.lastUpdated)).toBeGreaterThanOrEqual(Date.parse(now.messages[3]!.timestamp));
    expect(Date.parse(now.lastUpdated)).toBeGreaterThan(Date.parse(thread.lastUpdated));

    // A thread its person has named keeps its name.
    const named = await start(manager, 'Inventory');
    await append(manager, named.id, { role: 'user', content: 'Show today’s schedule' });
    expect((await ok<AssistantThread>(manager, 'GET', at(named.id))).title).toBe('Inventory');

    // Another person's thread, and a message the column would refuse, store nothing.
    await expect(append(owner, thread.id, { role: 'user', content: 'Hi' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: M.notFound,
    });
    await expect(
      append(manager, thread.id, { role: 'user', content: 'x'.repeat(20_001) }),
    ).rejects.toBeInstanceOf(AppError);
    await expect(append(manager, thread.id, { role: 'user', content: 'a\u0000b' })).rejects.toMatchObject({
      message: M.content,
    });
    expect((await ok<AssistantThread>(manager, 'GET', at(thread.id))).messageCount).toBe(4);
    await ok(manager, 'DELETE', at(thread.id));
    await ok(manager, 'DELETE', at(named.id));
  });
});

describe('privacy and access', () => {
  it('keeps a thread its author’s: every other person gets 404 and changes nothing', async () => {
    const mine = await start(manager, 'Private');
    await append(manager, mine.id, { role: 'user', content: 'Who is on time off next week?' });
    for (const other of [owner, north]) {
      expect(await refused(other, 'GET', at(mine.id), undefined, 404)).toBe(M.notFound);
      expect(await refused(other, 'GET', at(mine.id, '/messages'), undefined, 404)).toBe(M.notFound);
      expect(await refused(other, 'PATCH', at(mine.id), { title: 'Mine now' }, 404)).toBe(M.notFound);
      expect(await refused(other, 'DELETE', at(mine.id), undefined, 404)).toBe(M.notFound);
      expect((await list(other, '?search=Private')).threads).toEqual([]);
    }
    const ownersThread = (await list(owner)).threads[0]!;
    expect(await refused(manager, 'GET', at(ownersThread.id), undefined, 404)).toBe(M.notFound);
    expect(await refused(north, 'GET', at(ownersThread.id), undefined, 404)).toBe(M.notFound);
    expect(await threadRows(manager.user.id)).toContainEqual({ id: mine.id, title: 'Private', n: 1 });
    await ok(manager, 'DELETE', at(mine.id));
  });

  it('refuses the front desk and employees (assistant:* is for managers and above)', async () => {
    for (const session of [frontdesk, employee]) {
      expect((await call(session, 'GET', E.status.path)).statusCode).toBe(403);
      expect((await call(session, 'GET', THREADS)).statusCode).toBe(403);
      expect((await call(session, 'POST', THREADS, {})).statusCode).toBe(403);
      expect(await threadRows(session.user.id)).toEqual([]);
    }
  });

  it('goes with its person: the thread’s user and the message’s thread cascade', async () => {
    const rules = await queryRows<{ name: string; on_delete: string }>(
      ctx.database.db,
      sql`SELECT conname AS name, confdeltype::text AS on_delete FROM pg_constraint
          WHERE conrelid IN ('assistant_threads'::regclass, 'assistant_messages'::regclass) AND contype = 'f'
          ORDER BY conname`,
    );
    expect(rules).toEqual([
      { name: 'assistant_messages_tenant_id_fkey', on_delete: 'c' },
      { name: 'assistant_messages_thread_id_fkey', on_delete: 'c' },
      { name: 'assistant_threads_tenant_id_fkey', on_delete: 'c' },
      { name: 'assistant_threads_user_id_fkey', on_delete: 'c' },
    ]);
  });
});

describe('change announcements', () => {
  it('announces a thread’s changes to the server but to no one’s screen (a personal entity)', async () => {
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await connectSocket(base, owner.token);
    const heard: DomainEvent[] = [];
    const stop = ctx.events.subscribe(['assistant_thread'], (event) => {
      heard.push(event);
    });
    try {
      const onScreen = collectEvents<EntityChangedPayload>(socket, SOCKET_EVENTS.entityChanged);
      const thread = await start(owner, 'Announced');
      await append(owner, thread.id, { role: 'user', content: 'Hello' });
      await waitFor(() => heard.some((e) => e.change === 'updated'), 5000, 'the thread’s update');
      expect(heard.map((e) => e.type)).toEqual(['assistant_thread.created', 'assistant_thread.updated']);
      expect(heard[0]!.ids).toEqual([thread.id]);
      // A change the screens do hear, sent after, arrives first: the thread's were not forwarded.
      await ok(owner, 'PATCH', at(thread.id), { title: 'Still private' });
      await ok(
        owner,
        'POST',
        '/api/admin/marketing/social-posts',
        { caption: 'Hi', platforms: [], plannedAt: null },
        201,
      );
      await waitFor(() => onScreen.seen.some((p) => p.entity === 'social_post'), 5000, 'the post’s change');
      expect(onScreen.seen.filter((p) => p.entity === 'assistant_thread')).toEqual([]);
      await ok(owner, 'DELETE', at(thread.id));
    } finally {
      stop();
      socket.close();
    }
  });
});

describe('bad input', () => {
  it('answers the sentence and changes nothing', async () => {
    const thread = await start(manager, 'Kept');
    const before = await threadRows(manager.user.id);
    expect(await refused(manager, 'POST', THREADS, { title: 'x'.repeat(51) }, 400)).toBe(`title: ${M.title}`);
    expect(await refused(manager, 'POST', THREADS, { title: '   ' }, 400)).toBe(`title: ${M.title}`);
    expect(await refused(manager, 'PATCH', at(thread.id), { title: 'x'.repeat(51) }, 400)).toBe(
      `title: ${M.title}`,
    );
    expect(await refused(manager, 'PATCH', at(thread.id), { title: 'Line\nbreak' }, 400)).toBe(
      `title: ${M.control}`,
    );
    expect(await refused(manager, 'PATCH', at(thread.id), { title: 'Bell\u0007' }, 400)).toBe(
      `title: ${M.control}`,
    );
    expect(await refused(manager, 'PATCH', at(thread.id), {}, 400)).toBe(`title: ${M.title}`);
    expect(await refused(manager, 'GET', `${THREADS}?page=0`, undefined, 400)).toBe(`page: ${M.page}`);
    expect(await refused(manager, 'GET', `${THREADS}?page=two`, undefined, 400)).toBe(`page: ${M.page}`);
    expect(await refused(manager, 'GET', `${THREADS}?search=${'x'.repeat(101)}`, undefined, 400)).toBe(
      `search: ${M.search}`,
    );
    expect(await refused(manager, 'GET', at('not-an-id'), undefined, 400)).toBe(`id: ${M.threadId}`);
    expect(await refused(manager, 'GET', at(thread.id, '/messages?before=nope'), undefined, 400)).toBe(
      `before: ${M.cursor}`,
    );
    expect(await refused(manager, 'GET', at(thread.id, '/messages?limit=0'), undefined, 400)).toBe(
      `limit: ${M.limit}`,
    );
    expect(await refused(manager, 'GET', at(thread.id, '/messages?limit=201'), undefined, 400)).toBe(
      `limit: ${M.limit}`,
    );
    // A cursor from another thread is no cursor of this one.
    const other = await start(manager);
    const foreign = await append(manager, other.id, { role: 'user', content: 'Hello' });
    expect(
      await refused(manager, 'GET', at(thread.id, `/messages?before=${foreign.id}`), undefined, 400),
    ).toBe(M.cursor);
    await ok(manager, 'DELETE', at(other.id));
    expect(await threadRows(manager.user.id)).toEqual(before);
    await ok(manager, 'DELETE', at(thread.id));
  });
});

describe('status', () => {
  it('says no model is configured without AI_* settings', async () => {
    expect(await ok<AssistantStatus>(manager, 'GET', E.status.path)).toEqual({
      configured: false,
      model: null,
    });
  });

  it('names the model when configured, never its address or key', async () => {
    const session = await withModel.signIn('owner@luxe.example');
    const res = await call(session, 'GET', E.status.path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { configured: true, model: 'llama3.1:8b' } });
    expect(res.body).not.toMatch(/hunter2|sk-very-secret|11434/);
  });

  it('reads AI_BASE_URL, AI_API_KEY and AI_MODEL, which go together', () => {
    expect(loadConfig({}).ai).toBeNull();
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1:8b' }).ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1:8b',
    });
    expect(() => loadConfig({ AI_MODEL: 'llama3.1:8b' })).toThrow(/AI_BASE_URL and AI_MODEL go together/);
    expect(() => loadConfig({ AI_API_KEY: 'sk-x' })).toThrow(/AI_API_KEY needs both/);
    expect(() => loadConfig({ AI_BASE_URL: 'not a url', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
  });
});

describe('demo threads', () => {
  it('gives each demo owner three threads with tool calls in their states', async () => {
    for (const session of [owner, north]) {
      const { threads } = await list(session);
      expect(threads.map((t) => t.title)).toEqual([
        'Show today’s schedule',
        expect.stringMatching(/^Move .+ to Friday$/),
        'Which products will run out before the next order?',
      ]);
      const calls = [];
      for (const t of threads) {
        const full = await ok<AssistantThread>(session, 'GET', at(t.id));
        calls.push(...full.messages.flatMap((m) => m.toolCalls));
      }
      expect(calls.map((c) => c.status)).toEqual(['done', 'pending_approval', 'done', 'rejected']);
      // Ids as a model's calls get, so the waiting card can be approved; each in the audit trail.
      for (const c of calls) expect(c.id).toMatch(/^[0-9a-f-]{36}$/);
      const audit = await ok<AssistantAuditPage>(session, 'GET', E.audit.path);
      expect(audit.entries.map((e) => e.id).sort()).toEqual(calls.map((c) => c.id).sort());
    }
  });
});
