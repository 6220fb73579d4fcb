/**
 * The time-off module's public face (issue #14): its registration, and the leave records other
 * modules (employees) show on a person's record.
 */
export { leaveRecordsOf, type LeaveRecord } from './time-off.records.js';
export { timeOffModule } from './time-off.module.js';
