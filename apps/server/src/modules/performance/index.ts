/** The performance module's public face (issue #14). */
export { performanceModule } from './performance.module.js';
