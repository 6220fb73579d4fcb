/**
 * The shape every module registers with: one dependency type in, routes and the entities its
 * remembered answers read out. A new module adds a `<name>.module.ts` and one line in modules.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { DomainEntity, PublicConfig } from '@daybook/contracts';
import type { DemoHook } from './core/demo.js';
import type { Db } from './db/client.js';
import type { DomainEvents } from './events/domain-events.js';
import type { EventBus } from './events/event-bus.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { RememberedAnswers } from './http/remembered-answers.js';
import type { TenantAnswerCache } from './lib/tenant-answer-cache.js';
import type { Mailer } from './mail/mailer.js';
import type { Realtime } from './realtime/realtime-server.js';
import type { AuthDeps } from './modules/auth/index.js';
import type { PlaidSettings } from './modules/bank/index.js';
import type { TwilioSettings } from './sms/sms-sender.js';
import type { SocialProvider } from './modules/social-posts/social-provider.js';
import type { AiSettings } from './modules/assistant/ai-settings.js';

/** What the app hands every module; each takes the parts it needs. */
export interface ModuleDeps {
  db: Db;
  /** The clock: "today", expiries, advance limits. Tests move it. */
  now: () => Date;
  /** Domain events from the change feed (every instance's writes, after commit). */
  events: DomainEvents;
  /** Business events: a module subscribes here to react to another's facts, once per event. */
  eventBus: EventBus;
  /** Durable jobs (pg-boss): recurring sweeps and work that must not run inside a request. */
  jobs: JobQueue;
  /** Remembered answers of hot reads, forgotten per tenant as `answerReads` change. */
  answers: TenantAnswerCache;
  /** A cache of what a module reads to answer, kept fresh as `answers` is (RememberedAnswers). */
  cacheOf: RememberedAnswers['cacheOf'];
  mailer: Mailer;
  /** Socket.IO: emit to rooms (every instance), add socket handlers. */
  realtime: Realtime;
  /** Session resolution and its settings (the guard uses the same). */
  auth: AuthDeps;
  /** Address that emailed links point at; undefined: the request's own origin. */
  publicUrl: string | undefined;
  /** Signs unsubscribe links (UNSUBSCRIBE_SECRET); undefined: the development secret (never in production). */
  unsubscribeSecret: string | undefined;
  version: string;
  /** The demo accounts the sign-in page lists, when the server runs with demo data. */
  demo: PublicConfig['demo'];
  /** Plaid's settings for the bank module's connections; null: Plaid is not set up. */
  plaid: PlaidSettings | null;
  /** Twilio's settings (TWILIO_*); sms/sms-sender.ts makes a sender of them, the consent module checks its webhook. */
  twilio: TwilioSettings;
  /** The connected social account (META_*, config.ts); null: scheduling social posts answers 503. */
  social: SocialProvider | null;
  /** Dawn AI's model (AI_*, config.ts); null: none is configured. Its key is never logged nor answered. */
  ai: AiSettings | null;
}

/** One module's registration. */
export interface AppModule {
  name: string;
  /** Registers the module's routes on `app` (the root: contracts carry full paths). */
  register(app: FastifyInstance, deps: ModuleDeps): PromiseLike<unknown>;
  /**
   * The entities the module's remembered answers read: a change to one of them in a tenant
   * forgets that tenant's answers (the catalogue test checks the list against the tables read).
   */
  answerReads?: readonly DomainEntity[];
  /**
   * Writes the module's demo rows for one demo tenant (seed/seed.ts runs the hooks in the order
   * of DEMO_STEPS, modules.ts); none: the module has no demo data of its own.
   */
  demo?: DemoHook;
  /**
   * Runs once every step's `demo` hook has run for the tenant: derives what the later steps
   * wrote without recording events (a read model over their bulk history).
   */
  demoFinish?: DemoHook;
}
