/**
 * The performance module's public face (issue #14): the module, and the report with the
 * entities it reads (for the change-announcement catalogue test).
 */
export { PERFORMANCE_READS } from './performance.answer.js';
export { staffPerformance } from './performance.service.js';
export { performanceModule } from './performance.module.js';
