/**
 * Loads the demo businesses. seedDemo() skips tenants that already exist; reset replaces them.
 * The full seed (the default: `npm start`, `npm run seed`) adds the fuller teams and a year of
 * booking history; `history: false` loads only the accounts, locations, catalogues and the
 * light seed's schedules, fast enough for every test file.
 */
import { inArray, sql } from 'drizzle-orm';
import { defaultBusinessHours } from '@daybook/contracts';
import type { DemoContext, DemoHook, DemoPlace } from '../core/demo.js';
import type { Db } from '../db/client.js';
import { tenants } from '../db/schema.js';
import { enterTenant, withAuth } from '../db/tenant.js';
import { DEMO_STEPS } from '../modules.js';
import { hashPassword } from '../modules/auth/index.js';
import { assignPerson, insertEstablishment } from '../modules/establishments/index.js';
import { addPerson, addTenant } from '../modules/auth/index.js';
import { DEMO_PASSWORD, DEMO_TENANTS, type DemoTenant, type DemoUser } from './demo-data.js';
import { demoTeamFor, insertDemoTeam, teamUser, type DemoTeamMember } from './demo-team.js';
import { insertDemoAppointments, type DemoHistoryStats } from './demo-appointments.js';
import { insertDemoClients } from './demo-clients.js';
import type { DemoClient } from './demo-client-picker.js';
import { insertDemoCheckout } from './demo-checkout.js';

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
          team: team.map((t) => ({ ...t.user, id: t.id })),
        },
      };
      const seedSteps = seedOwnSteps(demo, team, options.onHistory);
      for (const step of DEMO_STEPS) {
        await step.demo?.(ctx);
        await seedSteps[step.name]?.(ctx);
      }
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

/**
 * The demo steps the seed still writes itself, by the name of the module they belong to: each
 * runs at that module's place in DEMO_STEPS, after the module's own hook, and moves into that
 * hook in turn (issue #30). The team and the clients live in closures here: the team's plan and
 * the clients the bookings pick.
 */
function seedOwnSteps(
  demo: DemoTenant,
  team: { id: string; member: DemoTeamMember; user: DemoUser }[],
  onHistory: SeedOptions['onHistory'],
): Partial<Record<string, DemoHook>> {
  let clients: DemoClient[] = [];
  const ids = (ctx: DemoContext) => ctx.made.places.map((p) => p.id);
  const users = (ctx: DemoContext) =>
    ctx.made.accounts.map((a) => ({ ...a, establishments: [...a.establishments] }));
  return {
    // After the staff module's own step: the fuller team's profiles, hours and performers.
    staff: full((ctx) => insertDemoTeam(ctx.tx, ctx.tenantId, [...ctx.made.places], team, users(ctx))),
    clients: async (ctx) => {
      clients = await insertDemoClients(ctx.tx, ctx.tenantId, demo, ids(ctx), {
        now: ctx.now,
        full: ctx.history,
      });
    },
    appointments: full(async (ctx) => {
      const stats = await insertDemoAppointments(ctx.tx, ctx.tenantId, demo.name, ctx.now, clients);
      onHistory?.(demo.name, stats);
    }),
    checkout: full((ctx) => insertDemoCheckout(ctx.tx, ctx.tenantId, demo.name, ctx.now)),
  };
}

/** A step of the full seed only: the light seed skips it. */
function full(write: (ctx: DemoContext) => Promise<unknown>): DemoHook {
  return async (ctx) => {
    if (ctx.history) await write(ctx);
  };
}
