/**
 * Search over a CRM table's `search_text` (name, email and phone digits, folded by
 * contactSearchText): partial, case- and accent-insensitive, served by the trigram index.
 * LIKE, not ILIKE: both sides are already folded to lower case, and textlike is the operator
 * migration 0012 marks leakproof so that the index is usable under row-level security.
 */
import { foldForSearch } from '@daybook/contracts';
import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../db/like.js';

/** Digits with the punctuation people type in phone numbers, and at least one digit. */
const PHONE_LIKE = /^[\d\s()+.\-/]*\d[\d\s()+.\-/]*$/;

/**
 * The terms a query is matched by: for a phone-like query its digits ('(212) 555-01' →
 * '21255501'), otherwise each folded word. Every term must occur in search_text.
 */
export function searchTerms(query: string): string[] {
  const trimmed = query.trim();
  if (trimmed === '') return [];
  if (PHONE_LIKE.test(trimmed)) return [trimmed.replace(/\D/g, '')];
  return foldForSearch(trimmed)
    .split(/\s+/)
    .filter((w) => w !== '');
}

/** Condition that `column` contains every term of `query`; undefined for an empty query. */
export function searchCondition(column: AnyColumn, query: string | undefined): SQL | undefined {
  const terms = query ? searchTerms(query) : [];
  if (terms.length === 0) return undefined;
  return and(...terms.map((t) => sql`${column} LIKE ${`%${escapeLike(t)}%`}`));
}
