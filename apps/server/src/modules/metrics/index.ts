/** The metrics module's public face (issue #31): its registration. */
export { metricsModule } from './metrics.module.js';
