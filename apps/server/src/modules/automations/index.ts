/** The automations module's public face (issue #32): its registration. */
export { automationsModule } from './automations.module.js';
