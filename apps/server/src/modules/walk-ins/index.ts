/** The walk-ins module's public face (issue #15): the module, and adding a walk-in (the demo seed). */
export { walkInsModule } from './walk-ins.module.js';
export { addWalkIn } from './walk-ins.service.js';
