/**
 * In-process calls of the API's own routes (Fastify inject), as Dawn AI's tools make them (issue
 * #33: the same doors as the API). They carry this process's secret in a header so that the
 * per-address rate limit, meant for callers over the network, does not count them: every tool
 * call of every person would otherwise come from one address. The secret is made at start and
 * never leaves the process.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const INTERNAL_CALL_HEADER = 'x-daybook-internal-call';
export const internalCallSecret = randomBytes(24).toString('hex');

/** Whether `request` is one of this process's own in-process calls. */
export function isInternalCall(request: FastifyRequest): boolean {
  return request.headers[INTERNAL_CALL_HEADER] === internalCallSecret;
}
