/**
 * Loads the demo businesses. seedDemo() skips tenants that already exist; reset replaces them.
 * The full seed (the default: `npm start`, `npm run seed`) adds the fuller teams and a year of
 * booking history; `history: false` loads only the accounts, locations, catalogues and the
 * light seed's schedules, fast enough for every test file.
 */
import { inArray, sql } from 'drizzle-orm';
import { defaultBusinessHours } from '@daybook/contracts';
import type { DemoContext, DemoHistoryStats, DemoPlace } from '../core/demo.js';
import type { Db } from '../db/client.js';
import { tenants } from '../db/schema.js';
import { enterTenant, withAuth } from '../db/tenant.js';
import { DEMO_STEPS } from '../modules.js';
import { hashPassword } from '../modules/auth/index.js';
import { assignPerson, insertEstablishment } from '../modules/establishments/index.js';
import { addPerson, addTenant } from '../modules/auth/index.js';
import { DEMO_PASSWORD, DEMO_TENANTS } from './demo-data.js';
import { demoTeamFor, teamUser } from './demo-team.js';

export interface SeedOptions {
  /** Delete the demo tenants first. */
  reset?: boolean;
  /** The fuller teams and the booking history (default true). */
  history?: boolean;
  /** The clock: the history runs from a year before this day to four weeks after it. */
  now?: Date;
  /** Receives each tenant's history figures (full seed). */
  onHistory?: (tenant: string, stats: DemoHistoryStats) => void;
}

/** Loads the demo tenants; returns how many were created. `reset` deletes them first. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<number> {
  const history = options.history ?? true;
  const now = options.now ?? new Date();
  const names = DEMO_TENANTS.map((t) => t.name);
  const existing = await withAuth(db, async (tx) => {
    if (options.reset) await tx.delete(tenants).where(inArray(tenants.name, names));
    return (await tx.select({ name: tenants.name }).from(tenants).where(inArray(tenants.name, names))).map(
      (r) => r.name,
    );
  });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let created = 0;
  for (const demo of DEMO_TENANTS) {
    if (existing.includes(demo.name)) continue;
    await withAuth(db, async (tx) => {
      const tenantId = await addTenant(tx, {
        name: demo.name,
        email: demo.email,
        phone: demo.phone,
        address: demo.address,
        description: demo.description,
      });
      const users = [];
      for (const u of demo.users) {
        users.push({
          id: await addPerson(tx, {
            tenantId,
            email: u.email,
            passwordHash,
            firstName: u.firstName,
            lastName: u.lastName,
            role: u.role,
            phone: u.phone,
          }),
          demo: u,
        });
      }
      const team = [];
      if (history) {
        for (const [k, member] of demoTeamFor(demo.name).entries()) {
          const user = teamUser(demo.name, member, k);
          const id = await addPerson(tx, {
            tenantId,
            email: user.email,
            passwordHash,
            firstName: user.firstName,
            lastName: user.lastName,
            role: user.role,
            phone: user.phone,
          });
          team.push({ id, member, user });
        }
      }
      await enterTenant(tx, tenantId);
      const owner = users.find((u) => u.demo.role === 'owner')?.id ?? null;
      const places: DemoPlace[] = [];
      for (const e of demo.establishments) {
        const { id, name, timeZone } = await insertEstablishment(tx, tenantId, owner, e);
        places.push({ id, name, timeZone, businessHours: e.businessHours ?? defaultBusinessHours() });
      }
      const ids = places.map((p) => p.id);
      for (const u of [...users.map((x) => ({ id: x.id, user: x.demo })), ...team]) {
        for (const index of u.user.establishments) {
          const id = ids[index];
          if (id) await assignPerson(tx, tenantId, u.id, id);
        }
      }
      const ctx: DemoContext = {
        tx,
        tenantId,
        plan: demo,
        now,
        history,
        made: {
          places,
          accounts: users.map((u) => ({ ...u.demo, id: u.id })),
          team: team.map((t) => ({ ...t.user, id: t.id, title: t.member.title, skills: t.member.skills })),
          clients: [],
        },
        onHistory: (stats) => options.onHistory?.(demo.name, stats),
      };
      for (const step of DEMO_STEPS) await step.demo?.(ctx);
      for (const step of DEMO_STEPS) await step.demoFinish?.(ctx);
    });
    created++;
  }
  // Fresh statistics for the planner after a bulk load, for every table (as the connecting role,
  // which owns them): neither PGlite nor a server analyzes by itself soon enough, and a table
  // left out (establishments once was) made the planner expect one row where there were
  // thousands, turning the all-locations reports from a tenth of a second into twenty.
  if (history && created > 0) await db.execute(sql`ANALYZE`);
  return created;
}
