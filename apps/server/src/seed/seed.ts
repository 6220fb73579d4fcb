/**
 * Loads the demo businesses. seedDemo() skips tenants that already exist; reset replaces them.
 * The full seed (the default: `npm start`, `npm run seed`) adds the fuller teams and a year of
 * booking history; `history: false` loads only the accounts, locations, catalogues and the
 * light seed's schedules, fast enough for every test file.
 */
import { inArray, sql } from 'drizzle-orm';
import { defaultBusinessHours } from '@daybook/contracts';
import type { Db } from '../db/client.js';
import { tenants } from '../db/schema.js';
import { enterTenant, withAuth } from '../db/tenant.js';
import { hashPassword } from '../modules/auth/index.js';
import { assignPerson, insertEstablishment } from '../modules/establishments/index.js';
import { addPerson, addTenant } from '../modules/auth/index.js';
import { DEMO_PASSWORD, DEMO_TENANTS } from './demo-data.js';
import { insertDemoServices } from './demo-services.js';
import { insertDemoResources } from './demo-resources.js';
import { insertDemoStaff } from './demo-staff.js';
import { demoTeamFor, insertDemoTeam, teamUser } from './demo-team.js';
import { insertDemoAppointments, type DemoHistoryStats } from './demo-appointments.js';
import { insertDemoClients } from './demo-clients.js';
import { insertDemoNotifications } from './demo-notifications.js';
import { insertDemoInventory } from './demo-inventory.js';
import { insertDemoMessaging } from './demo-messaging.js';
import { insertDemoCheckout } from './demo-checkout.js';
import { insertDemoEmployees } from './demo-employees.js';
import { insertDemoTimeClock } from './demo-time-clock.js';
import { insertDemoWaitlist } from './demo-waitlist.js';
import { insertDemoTimeOff } from './demo-time-off.js';
import { insertDemoTraining } from './demo-training.js';
import { insertDemoPayRuns } from './demo-pay-runs.js';
import { insertDemoRequests } from './demo-requests.js';
import { insertDemoWalkIns } from './demo-walk-ins.js';

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
      const places: { id: string; timeZone: string }[] = [];
      for (const e of demo.establishments) places.push(await insertEstablishment(tx, tenantId, owner, e));
      const ids = places.map((p) => p.id);
      for (const u of [...users.map((x) => ({ id: x.id, user: x.demo })), ...team]) {
        for (const index of u.user.establishments) {
          const id = ids[index];
          if (id) await assignPerson(tx, tenantId, u.id, id);
        }
      }
      await insertDemoServices(
        tx,
        { id: tenantId, name: demo.name },
        ids,
        users.map((u) => ({ id: u.id, email: u.demo.email, establishments: u.demo.establishments })),
      );
      await insertDemoResources(tx, { id: tenantId, name: demo.name }, ids);
      await insertDemoStaff(
        tx,
        tenantId,
        places.map(({ id, timeZone }) => ({ id, timeZone })),
        users.map((u) => ({ ...u.demo, id: u.id })),
      );
      if (history) {
        await insertDemoTeam(
          tx,
          tenantId,
          ids.map((id, i) => ({
            id,
            businessHours: demo.establishments[i]!.businessHours ?? defaultBusinessHours(),
          })),
          team,
          users.map((u) => ({ id: u.id, email: u.demo.email, establishments: u.demo.establishments })),
        );
      }
      const clients = await insertDemoClients(tx, tenantId, demo, ids, { now, full: history });
      if (history) {
        const stats = await insertDemoAppointments(tx, tenantId, demo.name, now, clients);
        options.onHistory?.(demo.name, stats);
        await insertDemoNotifications(
          tx,
          tenantId,
          users.map((u) => ({ id: u.id, role: u.demo.role })),
          now,
        );
        await insertDemoMessaging(
          tx,
          tenantId,
          [
            ...users.map((u) => ({
              id: u.id,
              role: u.demo.role,
              name: `${u.demo.firstName} ${u.demo.lastName}`,
            })),
            ...team.map((t) => ({
              id: t.id,
              role: t.user.role,
              name: `${t.user.firstName} ${t.user.lastName}`,
            })),
          ],
          demo.establishments[0]?.name ?? demo.name,
          now,
        );
        const manager = users.find((u) => u.demo.role === 'manager')?.id ?? owner;
        await insertDemoInventory(tx, tenantId, ids, manager, now);
        await insertDemoCheckout(tx, tenantId, demo.name, now);
        // The team's records first: the clock, leave and pay runs read them.
        await insertDemoEmployees(tx, tenantId, ids, now);
        await insertDemoTimeOff(tx, tenantId, ids, now);
        await insertDemoTimeClock(tx, tenantId, ids, now);
        await insertDemoTraining(tx, tenantId, ids, now);
        await insertDemoPayRuns(tx, tenantId, ids, now);
        await insertDemoRequests(tx, tenantId, ids, now);
        await insertDemoWaitlist(tx, tenantId, now);
        await insertDemoWalkIns(tx, tenantId, ids, now);
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
