/**
 * Loads the demo businesses. seedDemo() skips tenants that already exist; reset replaces them.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tenants } from '../db/schema/index.js';
import { enterTenant, withAuth } from '../db/tenant.js';
import { hashPassword } from '../modules/auth/index.js';
import { assignUser, insertEstablishment } from '../modules/establishments/index.js';
import { insertTenant, insertUser } from '../modules/auth/auth.repository.js';
import { DEMO_PASSWORD, DEMO_TENANTS } from './demo-data.js';
import { insertDemoServices } from './demo-services.js';
import { insertDemoStaff } from './demo-staff.js';

/** Loads the demo tenants; returns how many were created. `reset` deletes them first. */
export async function seedDemo(db: Db, options: { reset?: boolean } = {}): Promise<number> {
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
      const tenantId = await insertTenant(tx, {
        name: demo.name,
        email: demo.email,
        phone: demo.phone,
        address: demo.address,
        description: demo.description,
      });
      const users = [];
      for (const u of demo.users) {
        users.push({
          row: await insertUser(tx, {
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
      await enterTenant(tx, tenantId);
      const owner = users.find((u) => u.demo.role === 'owner')?.row.id ?? null;
      const ids: string[] = [];
      for (const e of demo.establishments) ids.push((await insertEstablishment(tx, tenantId, owner, e)).id);
      for (const u of users) {
        for (const index of u.demo.establishments) {
          const id = ids[index];
          if (id) await assignUser(tx, tenantId, u.row.id, id);
        }
      }
      await insertDemoServices(
        tx,
        { id: tenantId, name: demo.name },
        ids,
        users.map((u) => ({ id: u.row.id, email: u.demo.email, establishments: u.demo.establishments })),
      );
      await insertDemoStaff(
        tx,
        tenantId,
        ids.map((id, i) => ({ id, timeZone: demo.establishments[i]!.timeZone })),
        users.map((u) => ({ ...u.demo, id: u.row.id })),
      );
    });
    created++;
  }
  return created;
}
