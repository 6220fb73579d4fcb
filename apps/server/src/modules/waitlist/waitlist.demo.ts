/**
 * The waitlist module's demo step (full seed only; issue #15, #30): a few clients waiting today
 * at Luxe Salon Manhattan for its first services, one urgent and one asking for a staff member who performs the
 * service, with windows of today's afternoon or the coming days. Other locations have none.
 */
import { sql } from 'drizzle-orm';
import type { DemoHook } from '../../core/demo.js';

const PEOPLE = [
  {
    name: 'Olivia Bennett',
    phone: '+12125550141',
    email: 'olivia.bennett@example.com',
    priority: 'normal',
    minutesAgo: 55,
    from: '12:00',
    to: '18:00',
    days: 0,
    withStaff: false,
  },
  {
    name: 'Ethan Brooks',
    phone: '+12125550142',
    email: null,
    priority: 'urgent',
    minutesAgo: 40,
    from: null,
    to: null,
    days: 0,
    withStaff: false,
  },
  {
    name: 'Sophia Turner',
    phone: null,
    email: 'sophia.turner@example.com',
    priority: 'normal',
    minutesAgo: 25,
    from: '09:00',
    to: '13:00',
    days: 3,
    withStaff: true,
  },
  {
    name: 'Liam Carter',
    phone: '+12125550144',
    email: 'liam.carter@example.com',
    priority: 'high',
    minutesAgo: 10,
    from: '15:00',
    to: '19:00',
    days: 6,
    withStaff: false,
  },
] as const;

/**
 * Inserts the demo entries of the tenant's Luxe Salon Manhattan, if it has one. One statement
 * per entry picks the service and the day in the location's zone, as the seed always did,
 * reading the location, its services and their performers in the views establishments and
 * services publish.
 */
export const waitlistDemo: DemoHook = async ({ tx, tenantId, now, history }) => {
  if (!history) return;
  for (const [i, p] of PEOPLE.entries()) {
    await tx.execute(sql`
      INSERT INTO waitlist_entries (tenant_id, establishment_id, client_name, phone, email, service_id,
        service_name, staff_id, earliest_date, latest_date, time_from, time_to, priority, created_at)
      SELECT e.tenant_id, e.id, ${p.name}, ${p.phone}, ${p.email}, s.id, s.name,
        CASE WHEN ${p.withStaff} THEN (SELECT ss.user_id FROM published.service_staff ss JOIN published.users u ON u.id = ss.user_id WHERE ss.service_id = s.id ORDER BY u.email LIMIT 1) END,
        d.today, d.today + ${p.days}::int, ${p.from}, ${p.to}, ${p.priority},
        ${now.toISOString()}::timestamptz - make_interval(mins => ${p.minutesAgo}::int)
      FROM published.establishments e
      CROSS JOIN LATERAL (SELECT (${now.toISOString()}::timestamptz AT TIME ZONE e.time_zone)::date AS today) d
      JOIN LATERAL (
        SELECT sv.id, sv.name FROM published.services sv
        WHERE sv.establishment_id = e.id AND sv.is_active AND EXISTS (SELECT 1 FROM published.service_staff x WHERE x.service_id = sv.id)
        ORDER BY sv.name OFFSET ${i % 2} LIMIT 1
      ) s ON true
      WHERE e.tenant_id = ${tenantId} AND e.name = 'Luxe Salon Manhattan'`);
  }
};
