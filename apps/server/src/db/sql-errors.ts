/**
 * The PostgreSQL errors the app expects, in one place: telling them apart (pg and PGlite both
 * carry `code` and `constraint`; drizzle may wrap them in `cause`), turning them into the
 * AppError a service means, and running again a transaction the database aborted only because
 * of concurrency. Invariants (overlaps, references, uniqueness) live in the database; a
 * check-then-write in code could not be trusted under concurrent requests.
 */
import type { AppError } from '../core/app-error.js';

/** SQLSTATE codes the app handles. */
export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  exclusionViolation: '23P01',
  deadlockDetected: '40P01',
  serializationFailure: '40001',
} as const;
export type SqlState = (typeof SQLSTATE)[keyof typeof SQLSTATE];

/** A database refusal: its SQLSTATE and, for a constraint, the constraint's name. */
export interface SqlRefusal {
  code: SqlState;
  constraint: string | null;
}

/** The refusal `err` carries (or what it wraps), when its SQLSTATE is one of `codes`; else null. */
export function sqlRefusal(err: unknown, codes: readonly SqlState[]): SqlRefusal | null {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    const known = codes.find((c) => c === code);
    if (known) return { code: known, constraint: typeof constraint === 'string' ? constraint : null };
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Runs `write`; a refusal whose SQLSTATE `answers` names becomes that AppError (the function
 * gets the refusal, to tell constraints apart); anything else passes through unchanged.
 */
export async function refusing<T>(
  write: () => Promise<T>,
  answers: Partial<Record<SqlState, (refusal: SqlRefusal) => AppError>>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const refusal = sqlRefusal(err, Object.keys(answers) as SqlState[]);
    const answer = refusal ? answers[refusal.code] : undefined;
    if (refusal && answer) throw answer(refusal);
    throw err;
  }
}

const TRANSIENT: readonly SqlState[] = [SQLSTATE.deadlockDetected, SQLSTATE.serializationFailure];
const ATTEMPTS = 3;

/**
 * Runs a write transaction, again (up to three times in all) when PostgreSQL aborted it as a
 * deadlock victim or serialisation failure: concurrent writers whose ranges overlap can wait on
 * each other inside an exclusion check. The rerun sees the winner committed. `alsoRetry` adds
 * codes a caller can meet again with a different outcome (online booking's 'anyone' choice
 * retries an overlap with the next free person).
 */
export async function retryingTransient<T>(
  run: () => Promise<T>,
  alsoRetry: readonly SqlState[] = [],
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= ATTEMPTS || !sqlRefusal(err, [...TRANSIENT, ...alsoRetry])) throw err;
    }
  }
}
