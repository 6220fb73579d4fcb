/** The performance module's public face (issue #14): the module; it offers no use case to others. */
export { performanceModule } from './performance.module.js';
