import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../index.js';
import type { EndpointShape } from './endpoint.js';

/** Every endpoint of every exported `*_ENDPOINTS` group, named `GROUP.key`. */
const endpoints: [string, EndpointShape][] = Object.entries(contracts)
  .filter(([name]) => name.endsWith('_ENDPOINTS'))
  .flatMap(([group, entries]) =>
    Object.entries(entries as Record<string, EndpointShape>).map(
      ([key, contract]): [string, EndpointShape] => [`${group}.${key}`, contract],
    ),
  );

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]).sort();

function schemaKeys(schema: z.ZodType | undefined): string[] {
  if (schema === undefined) return [];
  if (!(schema instanceof z.ZodObject)) throw new Error('params must be an object schema');
  return Object.keys(schema.shape).sort();
}

describe('endpoint contracts', () => {
  it('finds the groups (a walk that found none would prove nothing)', () => {
    const groups = new Set(endpoints.map(([name]) => name.split('.')[0]));
    expect(groups.size).toBeGreaterThanOrEqual(11);
    expect(endpoints.length).toBeGreaterThanOrEqual(68);
  });

  it('names each path parameter in the params schema, and nothing else', () => {
    for (const [name, contract] of endpoints) {
      expect(schemaKeys(contract.params), name).toEqual(pathParams(contract.path));
    }
  });

  it('gives no two endpoints the same method and path', () => {
    const seen = new Map<string, string>();
    for (const [name, contract] of endpoints) {
      const key = `${contract.method} ${contract.path}`;
      expect(seen.get(key), `${name} repeats ${key}`).toBeUndefined();
      seen.set(key, name);
    }
  });

  // The Permission type already refuses a misspelt permission; this catches a rule left out
  // through a cast or a plain object.
  it('gives every endpoint an access rule, a summary and a path under /api', () => {
    for (const [name, { access, path, summary }] of endpoints) {
      expect(path, name).toMatch(/^\/api\//);
      expect(summary.trim(), name).not.toBe('');
      const ok =
        ('public' in access && access.public) ||
        ('signedIn' in access && access.signedIn) ||
        ('permission' in access && /^[a-z_]+:[a-z]+$/.test(access.permission));
      expect(ok, `${name} access ${JSON.stringify(access)}`).toBe(true);
    }
  });
});
