/**
 * The walk-ins module's public face (issue #15, #28): the module, adding a walk-in (the demo seed),
 * and finishing the walk-ins a payment covers (the register).
 */
export { walkInsModule } from './walk-ins.module.js';
export { addWalkIn, finishPaidWalkIns } from './walk-ins.service.js';
