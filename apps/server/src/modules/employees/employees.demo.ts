/**
 * The employees module's demo step (full seed only; issue #14, #30): every person of the tenant who works at a
 * location (owner, manager, front desk, employee) gets a full record. Mostly W2; every fifth
 * stylist a 1099 booth renter on commission; the front desk hourly ($18/h); managers salaried;
 * stylists on commission (40–50 % of services, 10 % of retail) or hourly plus commission.
 * Level, specialization, years of experience and the date joined follow from the person's
 * title and place in the list. Deterministic: same input, same records.
 */
import type { DemoHook } from '../../core/demo.js';
import { staffProfilesOf } from '../staff/index.js';
import { overtimeExemptAfter } from './employees.pay-changes.js';
import { employeeRecords } from './employees.schema.js';

type Record = typeof employeeRecords.$inferInsert;

const LEVELS = ['Junior', 'Stylist', 'Senior', 'Master'] as const;

/** What the person does, read from their calendar title ('Senior Colourist & Stylist' → 'Colour'). */
function specializationOf(title: string | null, role: string): string {
  const t = (title ?? '').toLowerCase();
  if (role === 'frontdesk') return 'Guest services';
  if (role === 'owner' || role === 'manager') return 'Salon operations';
  if (t.includes('colour')) return 'Colour';
  if (t.includes('nail')) return 'Nails';
  if (t.includes('esthetic')) return 'Skin care';
  if (t.includes('massage')) return 'Massage';
  if (t.includes('barber')) return 'Barbering';
  return 'Cutting & styling';
}

/** The day `years` years and `days` days before `now`, as 'YYYY-MM-DD'. */
function before(now: Date, years: number, days: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - days));
  return d.toISOString().slice(0, 10);
}

/** The pay plan of the `k`-th person of `role`. */
function payOf(
  role: string,
  k: number,
): Pick<
  Record,
  'employeeType' | 'payType' | 'payRateCents' | 'commissionPercent' | 'productCommissionPercent' | 'payPeriod'
> {
  if (role === 'owner') {
    return {
      employeeType: 'W2',
      payType: 'Salary',
      payRateCents: 9_500_000,
      commissionPercent: '0',
      productCommissionPercent: '0',
      payPeriod: 'semi-monthly',
    };
  }
  if (role === 'manager') {
    return {
      employeeType: 'W2',
      payType: 'Salary',
      payRateCents: 6_200_000,
      commissionPercent: '0',
      productCommissionPercent: '5',
      payPeriod: 'bi-weekly',
    };
  }
  if (role === 'frontdesk') {
    return {
      employeeType: 'W2',
      payType: 'Hourly',
      payRateCents: 1_800,
      commissionPercent: '0',
      productCommissionPercent: '5',
      payPeriod: 'bi-weekly',
    };
  }
  if (k % 5 === 4) {
    // A booth renter: paid on commission only, weekly.
    return {
      employeeType: '1099',
      payType: 'Commission',
      payRateCents: 0,
      commissionPercent: '60',
      productCommissionPercent: '10',
      payPeriod: 'weekly',
    };
  }
  if (k % 3 === 2) {
    return {
      employeeType: 'W2',
      payType: 'Hourly',
      payRateCents: 1_500,
      commissionPercent: '20',
      productCommissionPercent: '10',
      payPeriod: 'bi-weekly',
    };
  }
  return {
    employeeType: 'W2',
    payType: 'Commission',
    payRateCents: 0,
    commissionPercent: String(40 + (k % 3) * 5),
    productCommissionPercent: '10',
    payPeriod: 'bi-weekly',
  };
}

/** The roles that have an employee record (the admin has none). */
const STAFF_ROLES: readonly string[] = ['owner', 'manager', 'frontdesk', 'employee'];

/**
 * Loads the tenant's demo employee records (types, pay, commission plans), before time off, the
 * clock and pay runs, which read them; the seed's clock dates who joined when.
 */
export const employeesDemo: DemoHook = async ({ tx, tenantId, now, history, made }) => {
  if (!history || made.places.length === 0) return;
  // Home location: the first of the tenant's locations (plan order) the person works at.
  const people = [...made.accounts, ...made.team]
    .filter((p) => STAFF_ROLES.includes(p.role) && p.establishments.length > 0)
    .map((p) => ({ ...p, establishmentId: made.places[Math.min(...p.establishments)]!.id }))
    .sort((a, b) => a.email.localeCompare(b.email));
  const profiles = await staffProfilesOf(tx, people);
  const perRole = new Map<string, number>();
  const records: Record[] = people.map((p, i) => {
    const k = perRole.get(p.role) ?? 0;
    perRole.set(p.role, k + 1);
    const years = 1 + ((i * 7) % 15);
    const pay = payOf(p.role, k);
    return {
      userId: p.id,
      tenantId,
      establishmentId: p.establishmentId,
      ...pay,
      overtimeExempt: overtimeExemptAfter(null, { payType: pay.payType }),
      specialization: specializationOf(profiles.get(p.id)?.title ?? null, p.role),
      yearsOfExperience: years,
      level: p.role === 'employee' ? LEVELS[Math.min(3, Math.floor(years / 4))] : null,
      serviceRateCents: p.role === 'employee' ? 4_500 + (years % 4) * 1_000 : null,
      dateJoined: before(now, Math.min(years, 1 + (i % 6)), (i * 23) % 300),
    };
  });
  if (records.length > 0) await tx.insert(employeeRecords).values(records).onConflictDoNothing();
};
