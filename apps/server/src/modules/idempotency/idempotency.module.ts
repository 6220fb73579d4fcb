/** Registration of the idempotency module (app-module.ts). */
import type { AppModule } from '../../app-module.js';

export const idempotencyModule: AppModule = {
  name: 'idempotency',
  // No routes: other modules' writes use runIdempotent.
  register: async () => undefined,
};
