/** The time-off module's public face (issue #14). */
export { timeOffModule } from './time-off.module.js';
