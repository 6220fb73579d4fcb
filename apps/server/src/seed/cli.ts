/** `npm run seed`: reloads the demo businesses into the configured database. */
import { loadConfig } from '../config.js';
import { databaseTarget, openDatabase } from '../db/client.js';
import { seedDemo } from './seed.js';

const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
await database.migrate();
const created = await seedDemo(database.db, { reset: true });
process.stdout.write(`Demo data loaded: ${created} businesses.\n`);
await database.close();
