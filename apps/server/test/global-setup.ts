/**
 * Vitest global setup: migrates one database for the whole run, and every test file's database
 * starts as a copy of it (test/context.ts) instead of being created and migrated afresh, which
 * cost each of some seventy files several seconds (PGlite's initdb alone takes 2 to 5).
 * - PGlite: a dump of a migrated in-memory database, in a temporary file.
 * - TEST_DATABASE_URL: a migrated database on that server, which each file's CREATE DATABASE
 *   takes as its TEMPLATE; dropped at the end.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: the file holding the migrated dump. */
    migratedDump: string;
    /** PostgreSQL runs: the migrated template database's name. */
    migratedTemplate: string;
  }
}

async function onServer(base: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `daybook_tpl_${crypto.randomBytes(6).toString('hex')}`;
    await onServer(base, `CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    await database.migrate();
    await database.close();
    project.provide('migratedTemplate', name);
    project.provide('migratedDump', '');
    return () => onServer(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openDatabase({ memory: true });
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const file = path.join(os.tmpdir(), `daybook-migrated-${process.pid}-${Date.now()}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedDump', file);
  project.provide('migratedTemplate', '');
  return async () => fs.rmSync(file, { force: true });
}
