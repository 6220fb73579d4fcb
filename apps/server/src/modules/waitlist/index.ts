/** The waitlist module's public face (issue #15): its registration (which carries its demo step). */
export { waitlistModule } from './waitlist.module.js';
