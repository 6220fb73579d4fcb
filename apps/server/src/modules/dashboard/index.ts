/** The dashboard module's public face (issue #15): its registration. */
export { dashboardModule } from './dashboard.module.js';
