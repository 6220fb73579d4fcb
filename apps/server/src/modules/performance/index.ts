/**
 * The performance module's public face (issue #14): the module, the report with the entities it
 * reads (for the change-announcement catalogue test; the list lives in contracts, since the web's
 * report queries declare the same reads), and one day's per-person figures for other modules'
 * screens (issue #31: Today's Team).
 */
export { PERFORMANCE_READS } from '@daybook/contracts';
export { staffPerformance } from './performance.service.js';
export { staffDayFigures, type StaffDayFigures } from './performance.staff-day.js';
export { performanceModule } from './performance.module.js';
