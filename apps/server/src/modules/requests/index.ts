/** The requests module's public face (issue #15): its registration. */
export { requestsModule } from './requests.module.js';
