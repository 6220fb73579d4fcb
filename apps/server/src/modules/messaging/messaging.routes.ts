/** Messaging routes (contracts MESSAGING_ENDPOINTS; spec core.md §7 "Messaging HTTP"). */
import type { FastifyInstance } from 'fastify';
import { MESSAGING_ENDPOINTS as E } from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import * as channels from './messaging.channels.js';
import * as messages from './messaging.messages.js';

/** Registers every messaging route. */
export function registerMessagingRoutes(app: FastifyInstance, deps: channels.MessagingDeps): void {
  const tags = ['messaging'];
  dataRoute(app, E.channels, (req, actor) => channels.listChannels(deps, actor, req.params.tenantId), {
    tags,
  });
  dataRoute(app, E.messages, (req, actor) => messages.listMessages(deps, actor, req.params, req.query), {
    tags,
  });
  dataRoute(app, E.createChannel, (req, actor) => channels.createChannel(deps, actor, req.body), { tags });
  dataRoute(
    app,
    E.addMembers,
    (req, actor) => channels.addMembers(deps, actor, req.params, req.body.memberIds),
    {
      tags,
    },
  );
  dataRoute(app, E.removeMember, (req, actor) => channels.removeMember(deps, actor, req.params), { tags });
  dataRoute(
    app,
    E.join,
    (req, actor) => channels.joinChannel(deps, actor, req.params.channelId, req.params.tenantId),
    {
      tags,
    },
  );
  route(
    app,
    E.send,
    async (req, reply) => {
      const { message, created } = await messages.sendMessage(
        deps,
        requireActor(req.actor),
        req.params,
        req.body,
      );
      // A retry of a stored send is answered 200 with that message, not stored again.
      return reply.code(created ? 201 : 200).send({ success: true as const, data: message });
    },
    { tags },
  );
  dataRoute(app, E.edit, (req, actor) => messages.editMessage(deps, actor, req.params, req.body.content), {
    tags,
  });
  dataRoute(app, E.remove, (req, actor) => messages.deleteMessage(deps, actor, req.params), { tags });
  dataRoute(app, E.markRead, (req, actor) => messages.markRead(deps, actor, req.params, req.body.messageId), {
    tags,
  });
  dataRoute(
    app,
    E.openDirect,
    (req, actor) => channels.openDirect(deps, actor, req.body.tenantId, req.body.userId),
    {
      tags,
    },
  );
  dataRoute(app, E.people, (req, actor) => channels.listPeople(deps, actor, req.params.tenantId), { tags });
}
