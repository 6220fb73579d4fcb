/** Notification routes (contracts NOTIFICATION_ENDPOINTS; spec core.md §7 "Notifications"). */
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_ENDPOINTS } from '@daybook/contracts';
import { dataRoute } from '../../http/route.js';
import * as service from './notifications.service.js';

/** Registers the list, read state, clear and settings routes. */
export function registerNotificationRoutes(app: FastifyInstance, deps: service.NotificationDeps): void {
  const tags = ['notifications'];
  dataRoute(
    app,
    NOTIFICATION_ENDPOINTS.list,
    (req, actor) => service.listNotifications(deps, actor, req.params.userId, req.query),
    { tags },
  );
  dataRoute(
    app,
    NOTIFICATION_ENDPOINTS.markRead,
    (req, actor) => service.markRead(deps, actor, req.params.id),
    {
      tags,
    },
  );
  dataRoute(
    app,
    NOTIFICATION_ENDPOINTS.markAllRead,
    (req, actor) => service.markAllRead(deps, actor, req.body.userId),
    { tags },
  );
  dataRoute(
    app,
    NOTIFICATION_ENDPOINTS.clear,
    (req, actor) => service.clearNotification(deps, actor, req.params.id),
    {
      tags,
    },
  );
  dataRoute(app, NOTIFICATION_ENDPOINTS.settings, (_req, actor) => service.getSettings(deps, actor), {
    tags,
  });
  dataRoute(
    app,
    NOTIFICATION_ENDPOINTS.saveSettings,
    (req, actor) => service.saveSettings(deps, actor, req.body),
    {
      tags,
    },
  );
}
