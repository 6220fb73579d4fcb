/**
 * buildApp(deps) → a Fastify instance with every plugin and module registered.
 * main.ts listens with it; tests call inject() on it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { isInternalCall } from './http/internal-call.js';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { PublicConfig } from '@daybook/contracts';
import type { Database, Db } from './db/client.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerJsonBodyParser } from './http/json-depth.js';
import { registerGuard, type RouteRecord } from './http/guard.js';
import { inlineScriptSources, serveWebApp } from './http/web-app.js';
import type { Mailer } from './mail/mailer.js';
import { SessionCache, type AuthDeps } from './modules/auth/index.js';
import { bookingPagePlace } from './modules/online-booking/index.js';
import { forgetOnChange, rememberAnswers, type RememberedAnswers } from './http/remembered-answers.js';
import type { TenantAnswerCache } from './lib/tenant-answer-cache.js';
import { MODULES } from './modules.js';
import type { ModuleDeps } from './app-module.js';
import { plaidLinkSources, type PlaidSettings } from './modules/bank/index.js';
import { DomainEvents } from './events/domain-events.js';
import { connectChangeFeed } from './events/change-feed.js';
import { attachRealtime } from './realtime/realtime-server.js';
import { EventBus } from './events/event-bus.js';
import { JobQueue, type JobQueueTimings, type JobSql } from './jobs/job-queue.js';
import type { TwilioSettings } from './sms/sms-sender.js';
import type { SocialProvider } from './modules/social-posts/index.js';
import type { AiSettings } from './modules/assistant/index.js';

export interface AppDeps {
  db: Db;
  /**
   * The database's NOTIFY listener, which carries the change feed (domain events) from every
   * instance; without it no event is published and nothing is remembered.
   */
  listen?: Database['listen'];
  /** The database's way in for the job queue (Database.executeSql), on both databases. */
  jobSql: JobSql;
  /** Job polling and maintenance intervals (tests shorten them). */
  jobTimings?: JobQueueTimings;
  mailer: Mailer;
  /** Redis for realtime fan-out across instances; omitted → this process's sockets alone. */
  redisUrl?: string;
  now?: () => Date;
  logLevel?: string;
  sessionIdleMinutes?: number;
  /** Seconds a resolved session is remembered in process; 0 turns it off (default 2). */
  sessionCacheSeconds?: number;
  sessionAbsoluteHours?: number;
  trustProxy?: boolean;
  publicUrl?: string;
  /** Signs unsubscribe links (config.ts UNSUBSCRIBE_SECRET); omitted: the development secret. */
  unsubscribeSecret?: string;
  /** Built web app to serve with SPA fallback; omitted → API only. */
  webDist?: string;
  demo?: PublicConfig['demo'];
  version?: string;
  /** API requests per minute per IP before 429 (the web app's files are not counted). */
  rateLimitPerMinute?: number;
  /**
   * false: no answer is remembered, and every request computes its answer afresh (benchmarks
   * measure that); what modules keep of their inputs (`cacheOf`) still is. Default true.
   */
  rememberAnswers?: boolean;
  /** Plaid's settings (config.ts); omitted or null: Financials offers statement import only. */
  plaid?: PlaidSettings | null;
  /** Twilio's settings (config.ts); omitted: texts are not configured. */
  twilio?: TwilioSettings;
  /** Publishes social posts (main.ts makes Meta's from config.ts); omitted or null: not connected. */
  social?: SocialProvider | null;
  /** Dawn AI's model (config.ts AI_*); omitted or null: none is configured. */
  ai?: AiSettings | null;
}

export interface BuiltApp {
  app: FastifyInstance;
  /** The domain events the change feed publishes (subscribe to see every instance's writes). */
  events: DomainEvents;
  /** Every route with whether it declared an access rule (for the coverage test). */
  routes: RouteRecord[];
  /** The remembered answers (their hit counts for benchmarks and tests). */
  answers: TenantAnswerCache;
  /** Makes further caches kept fresh as `answers` is (tests build a module's own with it). */
  cacheOf: RememberedAnswers['cacheOf'];
  /** The job queue and the business events' bus (tests watch and drive them). */
  jobs: JobQueue;
  eventBus: EventBus;
}

/** Builds the HTTP application; call `await app.ready()` before inject or listen. */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: deps.logLevel ?? 'info',
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);

  await app.register(cookie);
  const now = deps.now ?? (() => new Date());
  const authDeps: AuthDeps = {
    db: deps.db,
    mailer: deps.mailer,
    now,
    sessionIdleMinutes: deps.sessionIdleMinutes ?? 720,
    sessionAbsoluteHours: deps.sessionAbsoluteHours ?? 168,
    sessions: new SessionCache(deps.sessionCacheSeconds ?? 2, now),
  };
  // Security headers and the rate limit come before the guard's onRequest hook (hooks run in
  // the order they are added), so a refused request (401, 403, 415) carries the headers too and
  // counts against the limit: an unauthenticated burst gets 429 like any other.
  const plaidLink = plaidLinkSources(deps.plaid ?? null);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(deps.webDist), ...plaidLink.script],
        // Without Plaid, frames fall back to defaultSrc as before.
        ...(plaidLink.frame.length > 0 ? { frameSrc: ["'self'", ...plaidLink.frame] } : {}),
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...plaidLink.connect],
        fontSrc: ["'self'", 'data:'],
      },
    },
  });
  await app.register(rateLimit, {
    max: deps.rateLimitPerMinute ?? 1200,
    timeWindow: '1 minute',
    // The web app's files are not limited: one page load fetches dozens of them, and a 429 on
    // a script chunk breaks the page rather than slowing anyone down.
    allowList: (request) => !request.url.startsWith('/api/') || isInternalCall(request),
  });
  // Before any route, so that every route (plugins' included) passes through its rule.
  const routes = registerGuard(app, authDeps);
  const events = new DomainEvents((err, event) =>
    app.log.error({ err, event }, 'domain event subscriber failed'),
  );
  if (deps.listen) {
    const stop = await connectChangeFeed(deps.listen, events, (payload) =>
      app.log.warn({ payload }, 'unknown change announcement'),
    );
    app.addHook('onClose', async () => {
      events.setLive(false);
      await stop();
    });
  }
  const { answers, cacheOf } = rememberAnswers(app, events, deps.db, now, deps.rememberAnswers ?? true);
  const realtime = await attachRealtime(app, {
    auth: authDeps,
    events,
    redisUrl: deps.redisUrl,
    trustProxy: deps.trustProxy ?? false,
  });

  // Answers of 1 kB or more in brotli or gzip, as the request accepts: routes registered after
  // this only. The web app's files arrive precompressed (http/web-app.ts) and pass untouched.
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Daybook API', version: deps.version ?? '0.0.0' },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'daybook_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const jobs = new JobQueue(deps.jobSql, (err) => app.log.error({ err }, 'job failed'), deps.jobTimings);
  const eventBus = new EventBus(deps.db, jobs, (err) => app.log.error({ err }, 'event relay failed'));
  const moduleDeps: ModuleDeps = {
    db: deps.db,
    now,
    events,
    eventBus,
    jobs,
    answers,
    cacheOf,
    mailer: deps.mailer,
    realtime,
    auth: authDeps,
    publicUrl: deps.publicUrl,
    unsubscribeSecret: deps.unsubscribeSecret,
    version: deps.version ?? '0.0.0',
    demo: deps.demo ?? null,
    plaid: deps.plaid ?? null,
    twilio: deps.twilio ?? {},
    social: deps.social ?? null,
    ai: deps.ai ?? null,
  };
  for (const module of MODULES) {
    if (module.answerReads) forgetOnChange(events, answers, module.answerReads);
    await module.register(app, moduleDeps);
  }
  await jobs.start();
  const stopRelay = await eventBus.start(deps.listen);
  app.addHook('onClose', async () => {
    await stopRelay();
    await jobs.stop();
  });

  await serveWebApp(app, deps.webDist, {
    bookingPlace: (establishmentId) => bookingPagePlace({ db: deps.db, now }, establishmentId),
  });
  return { app, routes, events, answers, cacheOf, jobs, eventBus };
}
