/**
 * JSON bodies are parsed as Fastify does (secure-json-parse, prototype poisoning refused), once
 * their nesting is known to be shallow: a body nested thousands of levels deep would overflow
 * the stack of every recursive walk after the parser (the NUL guard, the schemas), so it is a
 * 400 naming the rule before any of them runs (issue #28).
 */
import type { FastifyInstance } from 'fastify';
import { FIELD_MESSAGES, JSON_DEPTH_MAX } from '@daybook/contracts';
import { AppError } from '../core/app-error.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * True when `text` opens more than `max` arrays or objects inside one another. One pass over
 * the characters, brackets inside strings skipped; malformed JSON is the parser's to refuse.
 */
export function jsonDepthExceeds(text: string, max: number = JSON_DEPTH_MAX): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(c)) depth--;
  }
  return false;
}

/** Replaces the application/json parser of `app` with the depth-guarded one. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // The server's limit stands for routes that set none (a parser without one would have none).
  const options = { parseAs: 'string' as const, bodyLimit: app.initialConfig.bodyLimit };
  app.addContentTypeParser('application/json', options, (request, body: string, done) => {
    if (jsonDepthExceeds(body)) {
      done(new AppError('VALIDATION', FIELD_MESSAGES.depth), undefined);
      return;
    }
    parse(request, body, done);
  });
}
