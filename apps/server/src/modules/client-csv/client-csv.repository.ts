/**
 * The SQL of client import and export. Import adds clients through the CRM's use cases; this
 * file holds its lock, and the finished export files the module owns.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { clientExportFiles } from './client-csv.schema.js';

/**
 * One import per tenant at a time, until the transaction ends: two uploads of one file then run
 * one after the other, and the second sees the first's clients as duplicates.
 */
export async function lockImports(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('client-import'), hashtext(${tenantId}))`);
}

/** Stores a finished export for `userId`, removing the tenant's expired ones; answers its id. */
export async function storeExportFile(
  tx: Tx,
  file: {
    tenantId: string;
    userId: string;
    fileName: string;
    content: string;
    rowCount: number;
    expiresAt: Date;
  },
  now: Date,
): Promise<string> {
  await tx.delete(clientExportFiles).where(lt(clientExportFiles.expiresAt, now));
  const [row] = await tx.insert(clientExportFiles).values(file).returning({ id: clientExportFiles.id });
  return row!.id;
}

/** `userId`'s unexpired export `id`, or null. */
export async function findExportFile(
  tx: Tx,
  id: string,
  userId: string,
  now: Date,
): Promise<{ fileName: string; content: string } | null> {
  const [row] = await tx
    .select({ fileName: clientExportFiles.fileName, content: clientExportFiles.content })
    .from(clientExportFiles)
    .where(
      and(
        eq(clientExportFiles.id, id),
        eq(clientExportFiles.userId, userId),
        gt(clientExportFiles.expiresAt, now),
      ),
    );
  return row ?? null;
}
