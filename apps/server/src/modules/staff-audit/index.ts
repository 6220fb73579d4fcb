/**
 * The staff-audit module's public face (issue #28 "Nobody sets their own pay"): the guard and
 * the trail the modules that change pay, commission, leave, shifts and certifications call in
 * their own transaction, and its registration.
 */
export {
  centsText,
  guardStaffChange,
  percentText,
  recordStaffChanges,
  type StaffChange,
} from './staff-audit.rules.js';
export { staffAuditModule } from './staff-audit.module.js';
