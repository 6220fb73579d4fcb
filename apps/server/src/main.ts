/** Starts Daybook: config → database (migrated, demo data on first start) → HTTP on PORT. */
import fs from 'node:fs';
import { loadConfig } from './config.js';
import { databaseTarget, openDatabase } from './db/client.js';
import { analyzeStaleTables } from './db/statistics.js';
import { buildApp } from './app.js';
import { createMailer } from './mail/mailer.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-data.js';
import { seedDemo } from './seed/seed.js';
import { createMetaProvider } from './modules/social-posts/index.js';

const config = loadConfig();
const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const database = await openDatabase(databaseTarget(config));
await database.migrate();
if (config.demoData) await seedDemo(database.db);
// Neither PGlite nor a server analyzes a table soon enough by itself: a data folder from before
// the seed analyzed everything, or changed a lot while stopped, plans from stale statistics.
await analyzeStaleTables(database.db);

const { app } = await buildApp({
  db: database.db,
  listen: database.listen,
  jobSql: database,
  redisUrl: config.redisUrl,
  mailer: createMailer(database.db, config.smtpUrl, config.mailFrom),
  logLevel: config.logLevel,
  sessionIdleMinutes: config.sessionIdleMinutes,
  sessionCacheSeconds: config.sessionCacheSeconds,
  sessionAbsoluteHours: config.sessionAbsoluteHours,
  trustProxy: config.trustProxy,
  publicUrl: config.publicUrl,
  unsubscribeSecret: config.unsubscribeSecret,
  webDist: config.webDist,
  demo: config.demoData ? { password: DEMO_PASSWORD, accounts: DEMO_ACCOUNTS } : null,
  version: pkg.version,
  plaid: config.plaid,
  twilio: config.twilio,
  social: config.meta ? createMetaProvider(config.meta) : null,
  ai: config.ai,
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Daybook on http://localhost:${config.port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server'})`,
);
