/**
 * HTTP calls of a signed-in test session, shared by the modules' HTTP tests: one request, its
 * `data` when it answers the expected status, or the sentence of a refusal.
 */
import { expect } from 'vitest';
import type { Session } from './context.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Payload = Record<string, unknown>;

/** One request of `session`; a payload only when given. */
export function call(session: Session, method: Method, url: string, payload?: Payload) {
  return session.request({ method, url, ...(payload ? { payload } : {}) });
}

/** The `data` of the answer, after checking its status (200 unless told; the body shows on failure). */
export async function ok<T>(session: Session, method: Method, url: string, payload?: Payload, status = 200) {
  const res = await call(session, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { data: T }).data;
}

/** The refusal's message, after checking its status. */
export async function refused(
  session: Session,
  method: Method,
  url: string,
  payload: Payload | undefined,
  status: number,
): Promise<string> {
  const res = await call(session, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { message: string }).message;
}
