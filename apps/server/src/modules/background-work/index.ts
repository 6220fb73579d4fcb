/** The background-work module's public face (issue #30): its registration. */
export { backgroundWorkModule } from './background-work.module.js';
