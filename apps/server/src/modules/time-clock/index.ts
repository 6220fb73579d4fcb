/**
 * The time-clock module's public face (issue #14): the module, and the use cases other modules
 * may call (today's team of a location, a punch, the overdue-shift sweep).
 */
export { timeClockModule } from './time-clock.module.js';
export { membersOf } from './time-clock.team.js';
export { punch } from './time-clock.punch.js';
export { closeOverdueShifts, sweepOverdueShifts } from './time-clock.auto-close.js';
