/**
 * The API as the person who asked (issue #33 "the same doors as the API"): each call goes through
 * the route's whole path in process (Fastify inject: the guard's session, permission and
 * location checks, the contract's validation, the use case, the error mapping) with the person's
 * own session token, tenant header and selected location. A refusal comes back as the AppError
 * the route answered, with its status's code and the route's own sentence.
 */
import type { FastifyInstance } from 'fastify';
import {
  ERROR_CODES,
  ESTABLISHMENT_HEADER,
  TENANT_HEADER,
  endpointPath,
  type EndpointShape,
  type ErrorCode,
} from '@daybook/contracts';
import type { Actor } from '../../../core/actor.js';
import { AppError } from '../../../core/app-error.js';
import { INTERNAL_CALL_HEADER, internalCallSecret } from '../../../http/internal-call.js';
import type { ApiCaller } from './tool.js';

/** The person a caller acts as: their actor and the session token of the request that asked. */
export interface CallerIdentity {
  actor: Actor;
  sessionToken: string;
}

function queryString(query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The AppError a route answered: its code (by name, else by status) and its message and details. */
function refusal(status: number, body: unknown): AppError {
  const named = isRecord(body) && typeof body.code === 'string' && body.code in ERROR_CODES;
  const code: ErrorCode = named
    ? (body.code as ErrorCode)
    : ((Object.keys(ERROR_CODES) as ErrorCode[]).find((c) => ERROR_CODES[c].status === status) ?? 'INTERNAL');
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
  const details = isRecord(body) && Array.isArray(body.details) ? body.details : undefined;
  return new AppError(code, message, details as AppError['details']);
}

/** An ApiCaller that injects into `app` as `who`. */
export function apiCallerFor(app: FastifyInstance, who: CallerIdentity): ApiCaller {
  return async (contract: EndpointShape, parts) => {
    const { params, query, body } = parts as {
      params?: Record<string, string>;
      query?: unknown;
      body?: unknown;
    };
    const headers: Record<string, string> = {
      authorization: `Bearer ${who.sessionToken}`,
      [TENANT_HEADER]: who.actor.tenantId,
      [INTERNAL_CALL_HEADER]: internalCallSecret,
    };
    if (who.actor.establishmentId) headers[ESTABLISHMENT_HEADER] = who.actor.establishmentId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.inject({
      method: contract.method,
      url: endpointPath(contract, params) + queryString(query),
      headers,
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    const answer: unknown = response.body ? JSON.parse(response.body) : null;
    if (response.statusCode >= 400) throw refusal(response.statusCode, answer);
    // The route's response schema shaped the answer; tools read its envelope's data.
    return (isRecord(answer) && 'data' in answer ? answer.data : answer) as never;
  };
}
