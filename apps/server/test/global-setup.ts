/**
 * Vitest global setup: migrates one database for the whole run and seeds a copy of it with the
 * small demo (accounts, catalogues, rooms, clients), and every test file's database starts as a
 * copy of one of the two (test/context.ts) instead of being created, migrated and seeded afresh,
 * which cost each of some sixty files several seconds.
 * - PGlite: dumps of in-memory databases, in temporary files.
 * - TEST_DATABASE_URL: databases on that server, which each file's CREATE DATABASE takes as its
 *   TEMPLATE; dropped at the end.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/db/client.js';
import { JobQueue } from '../src/jobs/job-queue.js';
import { seedDemo } from '../src/seed/seed.js';
import { onServer, untilUnused } from './server-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: the files holding the migrated and the seeded dumps. */
    migratedDump: string;
    seededDump: string;
    /** PostgreSQL runs: the migrated and the seeded template databases' names. */
    migratedTemplate: string;
    seededTemplate: string;
    /** Files seed the demo themselves (the time-zone pass seeds under its own zone). */
    seedInFile: boolean;
  }
}

const seed = (database: Database) => seedDemo(database.db, { history: false });

/** Migrates, and installs the job queue's schema, which every app start would otherwise create. */
async function prepare(database: Database): Promise<void> {
  await database.migrate();
  const jobs = new JobQueue(database, (err) => {
    throw err;
  });
  await jobs.start();
  await jobs.stop();
}

async function onPostgres(base: string, project: TestProject): Promise<() => Promise<void>> {
  const migrated = `daybook_tpl_${crypto.randomBytes(6).toString('hex')}`;
  const seeded = `${migrated}_seeded`;
  const urlOf = (name: string) => Object.assign(new URL(base), { pathname: `/${name}` }).toString();
  await onServer(base, `CREATE DATABASE ${migrated}`);
  const database = await openDatabase({ url: urlOf(migrated) });
  await prepare(database);
  await database.close();
  await untilUnused(base, migrated);
  await onServer(base, `CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
  const copy = await openDatabase({ url: urlOf(seeded) });
  await seed(copy);
  await copy.close();
  await untilUnused(base, seeded);
  project.provide('migratedTemplate', migrated);
  project.provide('seededTemplate', seeded);
  return async () => {
    await onServer(base, `DROP DATABASE IF EXISTS ${seeded} WITH (FORCE)`);
    await onServer(base, `DROP DATABASE IF EXISTS ${migrated} WITH (FORCE)`);
  };
}

async function onPglite(project: TestProject): Promise<() => Promise<void>> {
  const stem = path.join(os.tmpdir(), `daybook-${process.pid}-${Date.now()}`);
  const write = async (database: Database, file: string) =>
    fs.writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  const database = await openDatabase({ memory: true });
  await prepare(database);
  await write(database, `${stem}-migrated.tar`);
  await seed(database);
  await write(database, `${stem}-seeded.tar`);
  await database.close();
  project.provide('migratedDump', `${stem}-migrated.tar`);
  project.provide('seededDump', `${stem}-seeded.tar`);
  return async () => {
    fs.rmSync(`${stem}-migrated.tar`, { force: true });
    fs.rmSync(`${stem}-seeded.tar`, { force: true });
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('migratedDump', '');
  project.provide('seededDump', '');
  project.provide('migratedTemplate', '');
  project.provide('seededTemplate', '');
  project.provide('seedInFile', false);
  const base = process.env.TEST_DATABASE_URL;
  return base ? onPostgres(base, project) : onPglite(project);
}
