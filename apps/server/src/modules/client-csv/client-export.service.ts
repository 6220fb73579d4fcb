/**
 * Client export: the CRM list with its filters as CSV rows, page by page, so a tenant with
 * 100,000 clients streams out without holding them all. Cells a spreadsheet would run as a
 * formula ('=', '+', '-', '@', tab, carriage return first) get a leading apostrophe.
 */
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { CLIENT_EXPORT_COLUMNS, type Client, type ClientListQueryParsed } from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { withTenant } from '../../db/tenant.js';
import { clientsPage } from '../clients/index.js';

/** Clients read per statement while exporting. */
const EXPORT_PAGE = 1000;
const FORMULA_START = /^[=+\-@\t\r]/;

/** `cell`, with a leading apostrophe when a spreadsheet would read it as a formula. */
export function neutralizeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

function toRecord(c: Client): string[] {
  const cells = [
    c.name,
    c.email ?? '',
    c.phone ? formatPhone(c.phone) : '',
    c.birthdate ?? '',
    c.status,
    c.preferences ?? '',
    c.allergies ?? '',
    c.lastVisit ?? '',
    String(c.visitCount),
    c.lifetimeSpend.toFixed(2),
    String(c.loyaltyPoints),
  ];
  return cells.map(neutralizeFormula);
}

/**
 * The CSV (UTF-8 with a byte-order mark, so spreadsheets read accents) of the clients the list
 * call would show with `query`, paging ignored. The first page is read before the stream is
 * handed out, so the list's errors (400, 404) answer as errors, not as a broken download.
 */
export async function exportClients(db: Db, actor: Actor, query: ClientListQueryParsed): Promise<Readable> {
  const pageOf = async (page: number) =>
    (await withTenant(db, actor, (tx) => clientsPage(tx, actor, { ...query, page, pageSize: EXPORT_PAGE })))
      .data;
  const firstPage = await pageOf(1);
  async function* records(): AsyncGenerator<string[]> {
    yield [...CLIENT_EXPORT_COLUMNS];
    let data = firstPage;
    for (let page = 1; ;) {
      for (const client of data) yield toRecord(client);
      if (data.length < EXPORT_PAGE) return;
      data = await pageOf(++page);
    }
  }
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  // pipeline, unlike pipe, ends the download with the error if a later page fails.
  return pipeline(Readable.from(records()), csv, () => undefined);
}
