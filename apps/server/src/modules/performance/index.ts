/**
 * The performance module's public face (issue #14): the module, and the report with the
 * entities it reads (for the change-announcement catalogue test). The list lives in contracts,
 * since the web's report queries declare the same reads.
 */
export { PERFORMANCE_READS } from '@daybook/contracts';
export { staffPerformance } from './performance.service.js';
export { performanceModule } from './performance.module.js';
