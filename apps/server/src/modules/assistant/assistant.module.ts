/**
 * Registration of Dawn AI's thread store (app-module.ts; issue #33): its routes, with the model's
 * settings (deps.ai; null: the status says no model is configured), and the owners' demo threads.
 */
import type { AppModule } from '../../app-module.js';
import { assistantDemo } from './assistant.demo.js';
import { assistantRoutes } from './assistant.routes.js';

export const assistantModule: AppModule = {
  name: 'assistant',
  register: (app, deps) => app.register(assistantRoutes(deps)),
  demo: assistantDemo,
};
