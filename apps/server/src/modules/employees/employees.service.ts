/**
 * Reading employees (spec operations.md §3 Employee, §7 HR list path; issue #14): the list of
 * an establishment (every signed-in person of it sees names and roles; contacts and pay only
 * employee:read holders and the person themself), the tenant's list and one record.
 */
import { permissionScope, type Employee } from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { openEstablishment } from '../establishments/index.js';
import { todayIn } from '../../lib/local-dates.js';
import { commissionTermsOf } from '../payroll/index.js';
import { leaveRecordsOf } from '../time-off/index.js';
import { activeCertificationNames } from '../training/index.js';
import { openPerson, reachableEstablishments, seesDetails } from './employees.access.js';
import { toEmployee, type Extras } from './employees.mapper.js';
import * as repo from './employees.repository.js';

/** The Employees of `rows`, with their locations, services, certifications and leave. */
export async function toEmployees(
  tx: Tx,
  actor: Actor,
  rows: repo.PersonWithRecord[],
  now: Date,
): Promise<Employee[]> {
  const ids = rows.map((r) => r.person.id);
  const detailed = ids.filter((id) => seesDetails(actor, id));
  const extras: Extras = {
    assignments: await repo.assignmentsOf(tx, ids),
    services: await repo.servicesOf(tx, ids),
    certifications: await activeCertificationNames(tx, ids, todayIn('UTC', now)),
    leave: detailed.length > 0 ? await leaveRecordsOf(tx, detailed) : new Map(),
    commission: detailed.length > 0 ? await commissionTermsOf(tx, detailed) : new Map(),
  };
  return rows.map((r) => toEmployee(r, extras, seesDetails(actor, r.person.id)));
}

/**
 * GET /api/admin/establishments/{id}/employees: the active people assigned to the
 * establishment (with `includeTerminated`, those who left too), by last then first name. 404
 * when the establishment is out of reach.
 */
export function listEmployeesAt(
  db: Db,
  actor: Actor,
  establishmentId: string,
  includeTerminated: boolean,
  now: Date,
): Promise<Employee[]> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    const rows = await repo.listPeople(tx, {
      establishmentIds: [establishmentId],
      includeInactive: includeTerminated,
    });
    return toEmployees(tx, actor, rows, now);
  });
}

/**
 * GET /api/admin/employees: every person of the actor's locations (owner and admin: the
 * tenant); an employee (employee:read:own) gets their own record only.
 */
export function listEmployees(
  db: Db,
  actor: Actor,
  includeTerminated: boolean,
  now: Date,
): Promise<Employee[]> {
  const own = permissionScope(actor.role, 'employee:read') === 'own';
  return withTenant(db, actor, async (tx) => {
    const rows = await repo.listPeople(tx, {
      establishmentIds: own ? undefined : reachableEstablishments(actor),
      userIds: own ? [actor.userId] : undefined,
      includeInactive: includeTerminated,
    });
    return toEmployees(tx, actor, rows, now);
  });
}

/** GET /api/admin/employees/{id}: one record; an employee reads only their own (404 otherwise). */
export function getEmployee(db: Db, actor: Actor, id: string, now: Date): Promise<Employee> {
  return withTenant(db, actor, async (tx) => employeeIn(tx, actor, id, now));
}

/** The Employee `id` as the actor may read it, inside an open tenant transaction. */
export async function employeeIn(tx: Tx, actor: Actor, id: string, now: Date): Promise<Employee> {
  const row = await openPerson(tx, actor, id, 'employee:read');
  const [employee] = await toEmployees(tx, actor, [row], now);
  return employee!;
}
