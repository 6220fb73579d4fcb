/**
 * Registration of Dawn AI's thread store (app-module.ts; issue #33): its routes, with the model's
 * settings (deps.ai; null: the status says no model is configured), and the owners' demo threads.
 */
import type { AppModule } from '../../app-module.js';
import { assistantDemo } from './assistant.demo.js';
import { assistantChatRoutes } from './assistant.chat.routes.js';
import { assistantRoutes } from './assistant.routes.js';

export const assistantModule: AppModule = {
  name: 'assistant',
  register: async (app, deps) => {
    await app.register(assistantRoutes(deps));
    await app.register(assistantChatRoutes(deps));
  },
  demo: assistantDemo,
};
