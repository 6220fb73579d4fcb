/**
 * The common HTTP rules of spec core.md §7: JSON bodies, cookies included, the tenant and
 * establishment headers, 404 and 204 answered as null, and every other non-OK answer turned into
 * an ApiError reading 'HTTP error! status: {code} - {message or status text}'.
 */
import {
  ALL_ESTABLISHMENTS,
  ESTABLISHMENT_HEADER,
  MESSAGES,
  TENANT_HEADER,
  endpointPath,
  type EndpointAnswer,
  type EndpointRequestParts,
  type EndpointShape,
  type HttpMethod,
} from '@daybook/contracts';

/** One field's problem as the server reports it. */
export interface FieldProblem {
  path: string;
  message: string;
}

/** The well-formed entries of an error body's details list. */
function detailsOf(body: unknown): FieldProblem[] {
  if (!isRecord(body) || !Array.isArray(body.details)) return [];
  return body.details.filter(
    (d): d is FieldProblem => isRecord(d) && typeof d.path === 'string' && typeof d.message === 'string',
  );
}

/** An HTTP answer that was not OK; keeps the status and the server's own message. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's message (body.message, else body.error), or null when the body had none. */
  readonly serverMessage: string | null;
  /** The server's machine code (body.code), when present. */
  readonly code: string | null;
  /** Per-field problems of a 400 (body.details): `path` names the request field, e.g. 'additionalServices.1.staffId'. */
  readonly details: FieldProblem[];

  constructor(
    status: number,
    statusText: string,
    serverMessage: string | null,
    code: string | null,
    details: FieldProblem[] = [],
  ) {
    super(`HTTP error! status: ${status} - ${serverMessage ?? statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.details = details;
  }
}

/** Who the requests are made for; set by the app once the user and location are known. */
export interface ApiContext {
  tenantId: string | null;
  establishmentId: string | null;
}

let context: ApiContext = { tenantId: null, establishmentId: null };

/** Sets the tenant and selected establishment sent with every request. */
export function setApiContext(next: Partial<ApiContext>): void {
  context = { ...context, ...next };
}

/** The current request context (for tests and diagnostics). */
export function getApiContext(): ApiContext {
  return context;
}

type UnauthorizedListener = (path: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Subscribes to 401 answers so the auth layer can end an expired session; returns the unsubscribe. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** When false, a 404 throws an ApiError instead of yielding null (default true, spec §7). */
  nullOn404?: boolean;
}

function buildHeaders(hasBody: boolean, extra?: Record<string, string>): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  // The server refuses state-changing requests without the tenant header (its CSRF defence);
  // sending it on reads too keeps the tenant scope explicit, as spec §7 asks.
  if (context.tenantId) headers.set(TENANT_HEADER, context.tenantId);
  if (context.establishmentId && context.establishmentId !== ALL_ESTABLISHMENTS) {
    headers.set(ESTABLISHMENT_HEADER, context.establishmentId);
  }
  for (const [k, v] of Object.entries(extra ?? {})) headers.set(k, v);
  return headers;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Picks the human text of an error body: its message field first, then its error field. */
function serverMessageOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  if (typeof body.message === 'string' && body.message) return body.message;
  if (typeof body.error === 'string' && body.error) return body.error;
  return null;
}

/**
 * Makes one API call and returns the parsed JSON body, or null for 204 and (by default) 404.
 * Throws ApiError for any other non-OK status; network failures throw the fetch TypeError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T | null> {
  const method = options.method ?? 'GET';
  const hasBody = options.body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: buildHeaders(hasBody, options.headers),
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });

  if (response.status === 204) return null;
  if (response.status === 404 && options.nullOn404 !== false) return null;

  const body = await readJson(response);
  if (!response.ok) {
    if (response.status === 401) unauthorizedListeners.forEach((l) => l(path));
    const code = isRecord(body) && typeof body.code === 'string' ? body.code : null;
    throw new ApiError(response.status, response.statusText, serverMessageOf(body), code, detailsOf(body));
  }
  return body as T;
}

/** Like apiRequest, but a null answer (404/204) is an error: for calls that must return a body. */
export async function apiRequestRequired<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const result = await apiRequest<T>(path, { ...options, nullOn404: false });
  if (result === null) throw new Error(MESSAGES.noResponseReceived);
  return result;
}

/** What a call of endpoint `E` sends: its path parameters, query (as strings) and body. */
export type EndpointCall<E extends EndpointShape> = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
} & EndpointRequestParts<E>;

/** The address a call of `contract` goes to: its path with parameters, then its query (set fields only). */
export function endpointUrl<E extends EndpointShape>(
  contract: EndpointTarget<E>,
  call: EndpointCall<E>,
): string {
  const path = endpointPath(contract, call.params as Record<string, string> | undefined);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((call.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The endpoint to call: its contract, or on the pages kept free of zod its route (contracts
 * api/routes.ts) with the contract's type given, `callEndpoint<typeof X_ENDPOINTS.y>(X_ROUTES.y, …)`;
 * the route must then have the contract's very method and path.
 */
export type EndpointTarget<E extends EndpointShape> = E | Pick<E, 'method' | 'path'>;

/**
 * Calls the endpoint `contract` describes (packages/contracts, one contract per endpoint) and
 * answers its success body. 404 and 204 are errors here (use `callEndpointOrNull` where spec §7
 * lets a 404 yield nothing); any other failure throws as apiRequest does.
 */
export async function callEndpoint<E extends EndpointShape>(
  contract: EndpointTarget<E>,
  call: EndpointCall<E>,
): Promise<EndpointAnswer<E>> {
  const answer = await apiRequestRequired<EndpointAnswer<E>>(endpointUrl(contract, call), {
    method: contract.method,
    body: call.body ?? (contract.method === 'GET' ? undefined : {}),
    headers: call.headers,
    signal: call.signal,
  });
  return answer;
}

/** Like callEndpoint, but a 404 or 204 answers null (spec §7's default). */
export function callEndpointOrNull<E extends EndpointShape>(
  contract: EndpointTarget<E>,
  call: EndpointCall<E>,
): Promise<EndpointAnswer<E> | null> {
  return apiRequest<EndpointAnswer<E>>(endpointUrl(contract, call), {
    method: contract.method,
    body: call.body ?? (contract.method === 'GET' ? undefined : {}),
    headers: call.headers,
    signal: call.signal,
  });
}

/** The text to show for a failed call: the server's message when it gave one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
