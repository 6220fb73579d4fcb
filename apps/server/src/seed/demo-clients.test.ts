import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contactSearchText } from '@daybook/contracts';
import { normalizePhone } from '@daybook/contracts/phone';
import { queryRows } from '../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';

interface ClientRow {
  tenant: string;
  place: string;
  name: string;
  email: string | null;
  phone: string | null;
  search_text: string;
  status: string;
  allergies: string | null;
}

describe('demo CRM, light seed (every test file)', () => {
  let ctx: TestContext;
  let rows: ClientRow[];
  beforeAll(async () => {
    ctx = await createTestContext();
    rows = await queryRows<ClientRow>(
      ctx.database.db,
      sql`SELECT t.name AS tenant, e.name AS place, c.name, c.email, c.phone, c.search_text, c.status, c.allergies
        FROM clients c JOIN tenants t ON t.id = c.tenant_id JOIN establishments e ON e.id = c.establishment_id`,
    );
  });
  afterAll(() => ctx.close());

  it('gives every location a tenth of its full client book, and 10 leads', async () => {
    const count = (place: string) => rows.filter((r) => r.place === place).length;
    expect(count('Luxe Salon Manhattan')).toBe(110);
    expect(count('Luxe Salon Chicago')).toBe(70);
    expect(count('Luxe Salon Santa Monica')).toBe(70);
    expect(count('Northside Barbers RiNo')).toBe(40);
    const leads = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM leads GROUP BY establishment_id`,
    );
    expect(leads.map((l) => l.n)).toEqual([10, 10, 10, 10]);
  });

  it('stores contacts in normal form, unique in the tenant, with the search text the API keeps', () => {
    for (const r of rows) {
      expect(r.email ?? r.phone).not.toBeNull();
      if (r.email) expect(r.email).toBe(r.email.toLowerCase());
      if (r.phone) expect(normalizePhone(r.phone)).toBe(r.phone);
      // 212 and 646 numbers are left to examples and tests.
      if (r.phone) expect(r.phone).not.toMatch(/^\+1(212|646)/);
      expect(r.search_text).toBe(contactSearchText(r));
    }
    for (const tenant of new Set(rows.map((r) => r.tenant))) {
      const mine = rows.filter((r) => r.tenant === tenant);
      const phones = mine.flatMap((r) => (r.phone ? [r.phone] : []));
      const emails = mine.flatMap((r) => (r.email ? [r.email] : []));
      expect(new Set(phones).size).toBe(phones.length);
      expect(new Set(emails).size).toBe(emails.length);
    }
  });

  it('has accented names, allergies on some, and active, VIP and inactive clients', () => {
    expect(rows.some((r) => /[^\u0020-\u007e]/.test(r.name))).toBe(true);
    const allergic = rows.filter((r) => r.allergies).length / rows.length;
    expect(allergic).toBeGreaterThan(0.08);
    expect(allergic).toBeLessThan(0.25);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['active', 'vip', 'inactive']));
    expect(rows.filter((r) => r.status === 'active').length / rows.length).toBeGreaterThan(0.7);
  });

  it('has notes by people of the client’s location, and preferred stylists who work there', async () => {
    const [notes] = await queryRows<{ notes: number; stranger: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS notes, count(*) FILTER (WHERE NOT EXISTS (
          SELECT 1 FROM user_establishments ue WHERE ue.user_id = n.author_id AND ue.establishment_id = c.establishment_id
        ))::int AS stranger
        FROM client_notes n JOIN clients c ON c.id = n.client_id`,
    );
    expect(notes!.notes).toBeGreaterThan(0);
    expect(notes!.stranger).toBe(0);
    const [stylists] = await queryRows<{ preferred: number; elsewhere: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS preferred, count(*) FILTER (WHERE NOT EXISTS (
          SELECT 1 FROM staff_hours h WHERE h.user_id = c.preferred_stylist_id AND h.establishment_id = c.establishment_id
        ))::int AS elsewhere
        FROM clients c WHERE c.preferred_stylist_id IS NOT NULL`,
    );
    expect(stylists!.preferred).toBeGreaterThan(0);
    expect(stylists!.elsewhere).toBe(0);
  });
});
