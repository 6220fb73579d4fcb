/** Prints the mail outbox (newest first): `npm run outbox -w apps/server [-- --limit 20]`. */
import { desc } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { databaseTarget, openDatabase } from '../db/client.js';
import { emailOutbox } from './outbox.schema.js';
import { withAuth } from '../db/tenant.js';

const config = loadConfig();
const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : 10;
const database = await openDatabase(databaseTarget(config));
await database.migrate();
const rows = await withAuth(database.db, (tx) =>
  tx.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit),
);
for (const row of rows) {
  process.stdout.write(
    `--- ${row.createdAt.toISOString()} to ${row.to}\nSubject: ${row.subject}\n\n${row.body}\n\n`,
  );
}
if (rows.length === 0) process.stdout.write('The outbox is empty.\n');
await database.close();
