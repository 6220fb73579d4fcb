/**
 * The waitlist module's public face (issue #15): the module, and the use cases the demo seed
 * and other modules may call.
 */
export { waitlistModule } from './waitlist.module.js';
export { addToWaitlist, callNext } from './waitlist.service.js';
export { offerFreedSlots } from './waitlist.offers.js';
