/**
 * Requests derived from the OpenAPI document the server serves (/api/docs/json): for each
 * operation, one valid request (openapi-sampler's sample of its schemas, with the ids, dates and
 * times of the demo data put where the names say), and mutations of it: wrong types, missing
 * fields, NUL and other control characters, huge and odd strings, huge numbers, impossible and
 * far dates, bodies nested thousands of levels deep, other tenants' ids, and random values from
 * fast-check with a fixed seed.
 */
import fc from 'fast-check';
import { sample } from 'openapi-sampler';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The parts of a JSON schema the fuzz reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  [key: string]: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

/** One operation of the OpenAPI document. */
export interface Operation {
  method: string;
  /** OpenAPI path, `{name}` for a parameter. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | null;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
}

/** Every operation of the API (docs and the web app's files left out). */
export function operations(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      if (method === 'head' || method === 'options') continue;
      const params = op.parameters ?? [];
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content;
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: content?.['application/json']?.schema ?? null,
      });
    }
  }
  return out;
}

/** Where in `schema` (at `at`) a number lacks a lower or an upper bound. */
function unbounded(schema: unknown, at: string): string[] {
  if (!isObject(schema)) return [];
  const out: string[] = [];
  const types = [schema.type].flat();
  if (types.includes('number') || types.includes('integer')) {
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) out.push(`${at} (no minimum)`);
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) out.push(`${at} (no maximum)`);
  }
  if (isObject(schema.properties))
    for (const [key, child] of Object.entries(schema.properties))
      out.push(...unbounded(child, `${at}.${key}`));
  out.push(...unbounded(schema.items, `${at}[]`), ...unbounded(schema.additionalProperties, `${at}{}`));
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(schema[key])) for (const part of schema[key]) out.push(...unbounded(part, at));
  return out;
}

/**
 * Every number a request carries (query, path or JSON body) without both bounds, e.g.
 * 'POST /api/x body.weight (no maximum)': such a number can overflow the column it is stored in.
 */
export function unboundedRequestNumbers(ops: Operation[]): string[] {
  return ops.flatMap((op) => [
    ...[...op.pathParams, ...op.queryParams].flatMap((p) =>
      unbounded(p.schema, `${op.method} ${op.path} ${p.in}.${p.name}`),
    ),
    ...unbounded(op.body, `${op.method} ${op.path} body`),
  ]);
}

/** A request to send: path parameters, query and body as they travel. */
export interface FuzzRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: Json | undefined;
  /** JSON text sent instead of `body`'s (a body no value could be turned into). */
  rawBody?: string;
}

/** Values the demo data gives to fields and parameters of these names. */
export type KnownValues = Record<string, string>;

function isObject(v: unknown): v is Record<string, Json> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Puts known values where a field's name says (recursively), so the request is valid. */
function fill(value: Json, known: KnownValues, key?: string): Json {
  if (key !== undefined && typeof value === 'string' && known[key] !== undefined) return known[key]!;
  if (Array.isArray(value))
    return value.map((v) => fill(v, known, key === 'staffIds' ? 'staffId' : undefined));
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, known, k)]));
  }
  return value;
}

/** The last literal path segment before `{name}`: '/api/appointments/{id}' → 'appointments'. */
function ownerSegment(path: string, name: string): string {
  const parts = path.split('/');
  const at = parts.indexOf(`{${name}}`);
  for (let i = at - 1; i >= 0; i--) if (!parts[i]!.startsWith('{')) return parts[i]!;
  return '';
}

/** A valid request for `op`, as far as the schema and the demo data make one. */
export function validRequest(op: Operation, known: KnownValues): FuzzRequest {
  const params: Record<string, string> = {};
  for (const p of op.pathParams) {
    const byOwner = known[`${ownerSegment(op.path, p.name)}.${p.name}`];
    params[p.name] = byOwner ?? known[p.name] ?? '00000000-0000-4000-8000-000000000000';
  }
  const query: Record<string, string> = {};
  for (const p of op.queryParams) {
    const value = known[p.name];
    if (value !== undefined) query[p.name] = value;
  }
  let body: Json | undefined;
  if (op.body) {
    body = fill(sample(op.body as object, { skipReadOnly: true, quiet: true }) as Json, known);
  }
  return { params, query, body };
}

/** The JSON paths of every leaf of `value`: ['name'], ['address', 'city'], ['staffIds', 0]. */
function leaves(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...at, i]));
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return [at];
    return entries.flatMap(([k, v]) => leaves(v, [...at, k]));
  }
  return [at];
}

function setAt(value: Json, path: (string | number)[], leaf: Json | undefined): Json {
  if (path.length === 0) return leaf ?? null;
  const clone = structuredClone(value) as Record<string | number, Json>;
  let node: Record<string | number, Json> = clone;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (leaf === undefined) delete node[last];
  else node[last] = leaf;
  return clone;
}

/** Strings no field should store as given: each must be refused with a 400 or stored safely. */
export const BAD_STRINGS: readonly string[] = [
  'nul\u0000byte',
  'x'.repeat(100_000),
  'bell\u0007 and escape\u001b[31m',
  'lone \ud800 surrogate',
  '\u202egnirts desrever',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '25:61',
  '',
  '   ',
  "' OR '1'='1",
  '%00',
  '{"$gt": ""}',
];

/** Values of the wrong kind, or at the edges of numbers. */
export const BAD_VALUES: readonly Json[] = [null, -1, 0, 1e308, -1e308, 0.001, 'text', true, [], {}];
/** Wrong kinds for a text field. */
const NOT_TEXT: readonly Json[] = [null, -1, true, [], {}];
/** A leaf nested two levels or more gets fewer: they repeat (seven weekdays, three settings groups). */
const NESTED: readonly Json[] = [
  'nul\u0000byte',
  '2026-02-30',
  '9999-12-31',
  'x'.repeat(100_000),
  null,
  -1,
  1e308,
];

/** Levels of the deeply nested body every operation with a body also receives. */
export const DEEP_NESTING = 5000;

/**
 * `levels` objects inside one another, as JSON text: built as text, since a value that deep
 * would overflow JSON.stringify's stack too.
 */
function deeplyNested(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/**
 * The mutation that names another tenant's establishment in the body: a write must refuse it,
 * whatever the caller's role (issue #28: an owner's reach is their tenant's locations).
 */
export const FOREIGN_ESTABLISHMENT = "body.establishmentId=another tenant's";

/** A named variation of the valid request. */
export interface Mutation {
  label: string;
  request: FuzzRequest;
}

/** Deterministic mutations of `valid`: every leaf, query parameter and path parameter. */
export function mutations(op: Operation, valid: FuzzRequest, otherTenant: KnownValues): Mutation[] {
  const out: Mutation[] = [];
  const body = valid.body;
  if (body !== undefined) {
    for (const whole of [null, [], 'text', 42, {}] as Json[])
      out.push({ label: `body=${JSON.stringify(whole)}`, request: { ...valid, body: whole } });
    out.push({
      label: `body nested ${DEEP_NESTING} levels deep`,
      request: { ...valid, rawBody: deeplyNested(DEEP_NESTING) },
    });
    const foreign = otherTenant.establishmentId;
    if (foreign && isObject(body) && typeof body.establishmentId === 'string')
      out.push({
        label: FOREIGN_ESTABLISHMENT,
        request: { ...valid, body: { ...body, establishmentId: foreign } },
      });
    for (const path of leaves(body)) {
      const name = path.join('.');
      const current = path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k]!, body);
      const bad =
        path.length > 1
          ? NESTED
          : typeof current === 'string'
            ? [...BAD_STRINGS, ...NOT_TEXT]
            : [...BAD_VALUES, ...BAD_STRINGS.slice(0, 2)];
      for (const leaf of bad)
        out.push({
          label: `body.${name}=${short(leaf)}`,
          request: { ...valid, body: setAt(body, path, leaf) },
        });
      if (path.length > 0)
        out.push({
          label: `body.${name} missing`,
          request: { ...valid, body: setAt(body, path, undefined) },
        });
    }
  }
  for (const p of op.queryParams) {
    for (const leaf of [...BAD_STRINGS, '-1', '1e308', 'true'])
      out.push({
        label: `query.${p.name}=${short(leaf)}`,
        request: { ...valid, query: { ...valid.query, [p.name]: leaf } },
      });
  }
  for (const p of op.pathParams) {
    const other = otherTenant[`${ownerSegment(op.path, p.name)}.${p.name}`] ?? otherTenant[p.name];
    const values = [
      'not-a-uuid',
      'nul\u0000byte',
      '2026-02-30',
      '9999-12-31',
      '00000000-0000-4000-8000-00000000beef',
    ];
    if (other) values.push(other);
    for (const v of values)
      out.push({
        label: `params.${p.name}=${short(v)}`,
        request: { ...valid, params: { ...valid.params, [p.name]: v } },
      });
  }
  return out;
}

/** `count` random variations with a fixed `seed`: a random leaf (or query parameter) gets a random value. */
export function randomMutations(op: Operation, valid: FuzzRequest, seed: number, count: number): Mutation[] {
  const bodyLeaves = valid.body === undefined ? [] : leaves(valid.body);
  const targets = [
    ...bodyLeaves.map((path) => ({ kind: 'body' as const, path })),
    ...op.queryParams.map((p) => ({ kind: 'query' as const, path: [p.name] })),
  ];
  if (targets.length === 0) return [];
  const value: fc.Arbitrary<Json> = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  );
  const draws = fc.sample(fc.tuple(fc.nat({ max: targets.length - 1 }), value), { seed, numRuns: count });
  return draws.map(([i, leaf], n) => {
    const target = targets[i]!;
    const name = target.path.join('.');
    if (target.kind === 'query') {
      const text = typeof leaf === 'string' ? leaf : JSON.stringify(leaf);
      return {
        label: `random#${n} query.${name}=${short(text)}`,
        request: { ...valid, query: { ...valid.query, [name]: text } },
      };
    }
    return {
      label: `random#${n} body.${name}=${short(leaf)}`,
      request: { ...valid, body: setAt(valid.body!, target.path, leaf) },
    };
  });
}

function short(v: Json | undefined): string {
  const s = JSON.stringify(v) ?? 'undefined';
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
}

/** The URL of `op` with `request`'s parameters and query. */
export function requestUrl(op: Operation, request: FuzzRequest): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(request.params[name] ?? ''),
  );
  const query = new URLSearchParams(request.query).toString();
  return query ? `${path}?${query}` : path;
}

/** Text that betrays internals: a stack frame, or an SQL statement or PostgreSQL error. */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /\n\s+at .+:\d+:\d+/,
  /node_modules\//,
  /syntax error at or near/i,
  /violates (?:not-null|foreign key|unique|check|exclusion) constraint/i,
  /invalid input syntax for/i,
  /relation "[^"]+" does not exist/i,
  /\bselect\s+(?:\*|"\w+"\.)/i,
  /\binsert into\s+"?\w+"?\s*\(/i,
];
