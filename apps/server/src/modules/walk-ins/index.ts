/**
 * The walk-ins module's public face (issue #15, #28): the module (which carries its demo step),
 * and finishing the walk-ins a payment covers (the register).
 */
export { walkInsModule } from './walk-ins.module.js';
export { finishPaidWalkIns } from './walk-ins.service.js';
