/**
 * When a visit can be taken to the register (issue #13, #28): it has arrived (checked in, in
 * service or done), is not paid yet, and the role takes payments. The calendar's panel and the
 * front desk's dashboard both offer Checkout by this rule.
 */
import { hasPermission, type Appointment, type AppointmentStatus, type Role } from '@daybook/contracts';

const CHECKOUT_STATUSES: readonly AppointmentStatus[] = ['checked_in', 'in_service', 'completed'];

/** Whether `role` may check out appointment `a` at the register now. */
export function canCheckOut(a: Pick<Appointment, 'status' | 'paid'>, role: Role): boolean {
  return !a.paid && CHECKOUT_STATUSES.includes(a.status) && hasPermission(role, 'payment:create');
}
