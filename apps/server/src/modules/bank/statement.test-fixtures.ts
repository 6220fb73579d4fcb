/** Shared by the statement tests: the fixture files and what a refused import looks like. */
import { readFileSync } from 'node:fs';
import { ERROR_CODES } from '@daybook/contracts';
import { expect } from 'vitest';
import { AppError } from '../../core/app-error.js';
import { STATEMENT_FIELD } from './statement.js';

/** A fixture file's text (bank export layouts under ./fixtures), as an upload would decode it. */
export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

/** The message `run` is refused with, after checking it is a 400 on the `file` field. */
export function refusal(run: () => unknown): string {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(AppError);
  const error = caught as AppError;
  expect(ERROR_CODES[error.code].status).toBe(400);
  expect(error.details).toEqual([{ path: STATEMENT_FIELD, message: error.message }]);
  return error.message;
}

/** The 1-based number of the first line of `text` that contains `needle`. */
export function lineOf(text: string, needle: string): number {
  const at = text.split('\n').findIndex((l) => l.includes(needle));
  expect(at).toBeGreaterThanOrEqual(0);
  return at + 1;
}
