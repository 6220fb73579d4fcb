/** The messaging module's public face: its registration, and the demo seed's conversations. */
export { messagingModule } from './messaging.module.js';
export { addChannelWithHistory, type DemoChannelPlan } from './messaging.demo.js';
