/**
 * The demo steps (modules.ts, issue #30): the seed runs only the hooks DEMO_STEPS lists, so a
 * module's hook left out of it would never run; and each step is a registered module, once.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_STEPS, MODULES } from './modules.js';

describe('demo steps', () => {
  it('lists every module that carries a demo hook', () => {
    const withHook = MODULES.filter((m) => m.demo ?? m.demoFinish).map((m) => m.name);
    const listed = new Set(DEMO_STEPS.map((m) => m.name));
    expect(withHook.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('lists registered modules only, each once', () => {
    const names = DEMO_STEPS.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    expect(DEMO_STEPS.filter((m) => !MODULES.includes(m)).map((m) => m.name)).toEqual([]);
  });
});
