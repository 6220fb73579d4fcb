/** The time-clock module's public face (issue #14). */
export { timeClockModule } from './time-clock.module.js';
