/** The messaging module's public face: its registration (which carries its demo step). */
export { messagingModule } from './messaging.module.js';
