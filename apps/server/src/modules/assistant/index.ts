/**
 * The assistant module's public face (issue #33 "Dawn AI"): its registration, the model's
 * settings type, and the use case the model loop stores each message through.
 */
export { assistantModule } from './assistant.module.js';
export { appendMessage, type NewMessage, type ThreadOwner } from './assistant.service.js';
export type { AiSettings } from './ai-settings.js';
