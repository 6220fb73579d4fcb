/** Registration of the auth module (app-module.ts). */
import type { AppModule } from '../../app-module.js';
import { authRoutes } from './auth.routes.js';
import { profileRoutes } from './profile.routes.js';

export const authModule: AppModule = {
  name: 'auth',
  async register(app, d) {
    await app.register(
      authRoutes({
        ...d.auth,
        publicUrl: d.publicUrl,
        onSessionEnded: (sessionId) => d.realtime.endSession(sessionId),
      }),
    );
    await app.register(
      profileRoutes({ db: d.db, sessions: d.auth.sessions, version: d.version, demo: d.demo }),
    );
  },
};
