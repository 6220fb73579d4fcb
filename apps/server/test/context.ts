/**
 * A real database and app for one test file: an in-memory PGlite, or, when TEST_DATABASE_URL
 * is set, a fresh database on that PostgreSQL server (dropped at the end).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE, TENANT_HEADER, mapRawRole, type AuthUser } from '@daybook/contracts';
import { buildApp, type AppDeps } from '../src/app.js';
import { openDatabase, type Database, type DatabaseOptions } from '../src/db/client.js';
import type { DomainEvents } from '../src/events/domain-events.js';
import type { RememberedAnswers } from '../src/http/remembered-answers.js';
import type { TenantAnswerCache } from '../src/lib/tenant-answer-cache.js';
import { createMailer } from '../src/mail/mailer.js';
import type { RouteRecord } from '../src/http/guard.js';
import { seedDemo } from '../src/seed/seed.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import type { Actor } from '../src/core/actor.js';
import { onServer, untilUnused } from './server-admin.js';

export interface Session {
  token: string;
  user: AuthUser;
  /** inject() with the session cookie and the tenant header set. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface TestContext {
  app: FastifyInstance;
  events: DomainEvents;
  routes: RouteRecord[];
  answers: TenantAnswerCache;
  /** Further caches kept fresh as `answers` is (RememberedAnswers.cacheOf). */
  cacheOf: RememberedAnswers['cacheOf'];
  database: Database;
  clock: { now: Date };
  signIn(email: string, password?: string): Promise<Session>;
  close(): Promise<void>;
}

/** This run's dumps (test/global-setup.ts), each read once per worker. */
const dumps = new Map<string, Blob>();
function dumpOf(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) dumps.set(file, (dump = new Blob([fs.readFileSync(file)])));
  return dump;
}

/**
 * A fresh database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server, each a
 * copy of the run's migrated one (test/global-setup.ts; `migrate()` finds nothing to do), or of
 * its seeded one with `seeded`.
 */
export async function createDatabase(
  options: DatabaseOptions = {},
  seeded = false,
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const from = dumpOf(inject(seeded ? 'seededDump' : 'migratedDump'));
    const database = await openDatabase({ memory: true, from }, options);
    return { database, drop: async () => undefined };
  }
  const name = `daybook_t_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(
    base,
    `CREATE DATABASE ${name} TEMPLATE ${inject(seeded ? 'seededTemplate' : 'migratedTemplate')}`,
  );
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() }, options);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await untilUnused(base, name);
      await onServer(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Opens a migrated database with the demo data and builds the app on it. */
export async function createTestContext(
  overrides: Partial<AppDeps> = {},
  databaseOptions: DatabaseOptions = {},
): Promise<TestContext> {
  const seedInFile = inject('seedInFile');
  const { database, drop } = await createDatabase(databaseOptions, !seedInFile);
  await database.migrate();
  if (seedInFile) await seedDemo(database.db, { history: false });
  const clock = { now: new Date() };
  const { app, routes, events, answers, cacheOf } = await buildApp({
    db: database.db,
    listen: database.listen,
    jobSql: database,
    mailer: createMailer(database.db, undefined, 'test@daybook.local'),
    now: () => clock.now,
    logLevel: 'silent',
    rateLimitPerMinute: 100_000,
    // Tests change users and sessions and look at once under a frozen clock: no remembering,
    // except in the test of the cache itself.
    sessionCacheSeconds: 0,
    ...overrides,
  });
  await app.ready();

  async function signIn(email: string, password = DEMO_PASSWORD): Promise<Session> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email, password },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
    const token = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    if (!token) throw new Error('no session cookie');
    const user = (res.json() as { user: AuthUser }).user;
    return {
      token,
      user,
      request: (options) =>
        app.inject({
          ...options,
          cookies: { [SESSION_COOKIE]: token, ...(options.cookies ?? {}) },
          headers: { [TENANT_HEADER]: user.tenantId, ...(options.headers ?? {}) },
        }),
    };
  }

  return {
    app,
    events,
    routes,
    answers,
    cacheOf,
    database,
    clock,
    signIn,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * The actor a use case receives for `session`'s person, all locations selected: for tests that
 * call a module's functions directly rather than through a route.
 */
export function actorOf(session: Session): Actor {
  const { user } = session;
  const role = mapRawRole(user.role);
  if (!role) throw new Error(`no role for ${user.role}`);
  return {
    userId: user.id,
    tenantId: user.tenantId,
    email: user.email,
    role,
    rawRole: user.role,
    sessionId: '',
    establishmentIds: user.establishments,
    establishmentId: null,
  };
}
