/**
 * Environment → typed configuration. Fails fast with a readable message on bad values.
 */
import path from 'node:path';
import { z } from 'zod';
// The bank module's leaf files (no database, no routes): the whole module would load with index.ts.
import { parseTokenKey } from './modules/bank/plaid-token-crypto.js';
import type { PlaidSettings } from './modules/bank/plaid-provider.js';
import type { TwilioSettings } from './sms/sms-sender.js';
import type { MetaSettings } from './modules/social-posts/social-provider.js';
import type { AiSettings } from './modules/assistant/ai-settings.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL server; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * Redis for realtime fan-out across instances (Socket.IO's Redis Streams adapter), e.g.
   * redis://127.0.0.1:6379; without it one process serves its own sockets alone.
   */
  REDIS_URL: z.string().url().optional(),
  /** Folder of the embedded database; 'memory' keeps it in memory (gone at exit). */
  DATA_DIR: z.string().default('./data'),
  /** Load the demo businesses into an empty database at start. */
  DEMO_DATA: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Minutes without a request before a session ends. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(720),
  /** Seconds a resolved session is remembered in process (0 = off); see auth/session-cache.ts. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(2),
  /** Hours after sign-in when a session ends whatever its use. */
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(168),
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* so cookies get the Secure flag. */
  TRUST_PROXY: bool.default(false),
  /** Public address used in emailed links, e.g. https://app.example.com. */
  PUBLIC_URL: z.string().url().optional(),
  /** SMTP server for outgoing mail, e.g. smtp://user:pass@host:587; else mail goes to the outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Daybook <no-reply@daybook.local>'),
  /** Directory of the built web app; absent → API only. */
  WEB_DIST: z.string().optional(),
  /**
   * Plaid (Financials' bank connections, issue #31): the client id and secret of the Plaid
   * dashboard, both or neither. Without them Financials says Plaid is not set up and offers
   * statement import only.
   */
  PLAID_CLIENT_ID: z.string().min(1).optional(),
  PLAID_SECRET: z.string().min(1).optional(),
  /** Plaid's environment: sandbox (test banks) or production. Plaid retired development in 2024. */
  PLAID_ENV: z
    .enum(['sandbox', 'development', 'production'])
    .default('sandbox')
    .refine(
      (v) => v !== 'development',
      'Plaid retired its development environment; use sandbox or production',
    ),
  /** Another address for Plaid's API than the environment's (a proxy, or tests' loopback server). */
  PLAID_BASE_URL: z.string().url().optional(),
  /**
   * The key sealing bank access tokens at rest (AES-256-GCM): 32 random bytes in base64, e.g.
   * `openssl rand -base64 32`. Required with Plaid; keep it as secret as the database's password.
   * Another key cannot read the stored connections: they must be connected again.
   */
  BANK_TOKEN_KEY: z.string().optional(),
  /**
   * The secret signing the unsubscribe links of marketing messages (issue #32, RFC 8058): at
   * least 32 characters, e.g. `openssl rand -base64 32`, the same on every instance. Required in
   * production; another secret makes every link already mailed invalid.
   */
  UNSUBSCRIBE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Twilio (text messages): the account's SID and auth token, and the number texts come from.
   * The auth token also checks the signature of Twilio's inbound webhook (STOP / START replies,
   * issue #32), whose URL is PUBLIC_URL + /api/webhooks/twilio/sms.
   */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  /**
   * Meta (social posts, issue #32): the Facebook Page's id and its Page access token, both or
   * neither, and the Instagram business account linked to that Page to post there too. Without
   * them drafts still work and scheduling says no social account is connected.
   */
  META_PAGE_ID: z.string().min(1).optional(),
  META_PAGE_ACCESS_TOKEN: z.string().min(1).optional(),
  META_INSTAGRAM_ACCOUNT_ID: z.string().min(1).optional(),
  /**
   * Dawn AI's model (issue #33): an OpenAI-compatible API's address (e.g. Ollama's
   * http://127.0.0.1:11434/v1), its key when it needs one, and the model's name. AI_BASE_URL and
   * AI_MODEL go together; without them the assistant says no model is configured.
   */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  /** Tokens each tenant's assistant may use a calendar month (UTC); ASSISTANT_MONTHLY_TOKENS_DEFAULT unless set. */
  AI_MONTHLY_TOKENS: z.coerce.number().int().min(1).max(1e12).optional(),
});

type Env = z.output<typeof envSchema>;

/**
 * Plaid's settings, null when PLAID_CLIENT_ID and PLAID_SECRET are both unset, or the lines of
 * what is wrong: one of the two without the other, or Plaid without a good BANK_TOKEN_KEY (Plaid
 * never starts without the key that seals its access tokens).
 */
function plaidSettings(e: Env): PlaidSettings | null | string[] {
  if (!e.PLAID_CLIENT_ID && !e.PLAID_SECRET) return null;
  const problems: string[] = [];
  if (!e.PLAID_CLIENT_ID || !e.PLAID_SECRET)
    problems.push(
      `  ${e.PLAID_CLIENT_ID ? 'PLAID_SECRET' : 'PLAID_CLIENT_ID'}: Plaid needs both PLAID_CLIENT_ID and PLAID_SECRET`,
    );
  const key = e.BANK_TOKEN_KEY ? parseTokenKey(e.BANK_TOKEN_KEY) : 'is required with Plaid';
  if (typeof key === 'string') problems.push(`  BANK_TOKEN_KEY: ${key}`);
  // Exactly the cases that gave a problem above.
  if (typeof key === 'string' || !e.PLAID_CLIENT_ID || !e.PLAID_SECRET) return problems;
  return {
    clientId: e.PLAID_CLIENT_ID,
    secret: e.PLAID_SECRET,
    env: e.PLAID_ENV === 'production' ? 'production' : 'sandbox',
    ...(e.PLAID_BASE_URL ? { baseUrl: e.PLAID_BASE_URL } : {}),
    tokenKey: key,
  };
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  demoData: boolean;
  logLevel: string;
  sessionIdleMinutes: number;
  sessionCacheSeconds: number;
  sessionAbsoluteHours: number;
  trustProxy: boolean;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  webDist: string;
  /** Plaid's settings when PLAID_CLIENT_ID and PLAID_SECRET are set; null: Plaid is not set up. */
  plaid: PlaidSettings | null;
  /** UNSUBSCRIBE_SECRET; undefined outside production: the development secret signs the links. */
  unsubscribeSecret: string | undefined;
  /** Twilio's settings as given (sms/sms-sender.ts says which make texts configured). */
  twilio: TwilioSettings;
  /** Meta's settings when META_PAGE_ID and META_PAGE_ACCESS_TOKEN are set; null: no social account. */
  meta: MetaSettings | null;
  /** The assistant's model when AI_BASE_URL and AI_MODEL are set; null: no model is configured. */
  ai: AiSettings | null;
}

/** Reads the configuration from `env`; throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const plaid = plaidSettings(e);
  if (Array.isArray(plaid)) throw new Error(`Invalid configuration:\n${plaid.join('\n')}`);
  if (!e.META_PAGE_ID !== !e.META_PAGE_ACCESS_TOKEN || (e.META_INSTAGRAM_ACCOUNT_ID && !e.META_PAGE_ID))
    throw new Error(
      'Invalid configuration:\n  META_PAGE_ID: META_PAGE_ID and META_PAGE_ACCESS_TOKEN go together (and META_INSTAGRAM_ACCOUNT_ID needs both)',
    );
  if (!e.AI_BASE_URL !== !e.AI_MODEL || (e.AI_API_KEY && !e.AI_BASE_URL))
    throw new Error(
      'Invalid configuration:\n  AI_BASE_URL: AI_BASE_URL and AI_MODEL go together (and AI_API_KEY needs both)',
    );
  if (e.NODE_ENV === 'production' && !e.UNSUBSCRIBE_SECRET)
    throw new Error('Invalid configuration:\n  UNSUBSCRIBE_SECRET: is required in production');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    // npm runs workspace scripts inside the workspace; relative paths mean the caller's folder.
    dataDir: e.DATA_DIR === 'memory' ? 'memory' : path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    demoData: e.DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    trustProxy: e.TRUST_PROXY,
    // Jobs (campaigns, automated messages) make links with no request to take an origin from;
    // a development server is reached at its own port.
    publicUrl: e.PUBLIC_URL ?? (e.NODE_ENV === 'production' ? undefined : `http://localhost:${e.PORT}`),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    plaid,
    unsubscribeSecret: e.UNSUBSCRIBE_SECRET,
    twilio: { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM },
    meta:
      e.META_PAGE_ID && e.META_PAGE_ACCESS_TOKEN
        ? {
            pageId: e.META_PAGE_ID,
            pageAccessToken: e.META_PAGE_ACCESS_TOKEN,
            ...(e.META_INSTAGRAM_ACCOUNT_ID ? { instagramAccountId: e.META_INSTAGRAM_ACCOUNT_ID } : {}),
          }
        : null,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            ...(e.AI_MONTHLY_TOKENS ? { monthlyTokens: e.AI_MONTHLY_TOKENS } : {}),
          }
        : null,
  };
}
