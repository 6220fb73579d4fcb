/**
 * The turn a request starts (issue #33): the person's tools' context (the API as them, with the
 * session of this very request), their name, and the system prompt with their locations and
 * today's date where they work.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ESTABLISHMENT_ENDPOINTS, ROLE_LABEL, type AssistantStreamEvent } from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import { sessionToken } from '../../http/guard.js';
import { AppError } from '../../core/app-error.js';
import { todayIn } from '../../lib/local-dates.js';
import { systemPrompt } from './assistant.prompt.js';
import type { Turn } from './assistant.loop.js';
import { apiCallerFor, type ToolContext } from './tools/index.js';

/** The signed-in person's name as approvals and the audit trail show it. */
export function personOf(request: FastifyRequest): { id: string; name: string } {
  const user = request.authenticated?.user;
  if (!user) throw new AppError('UNAUTHENTICATED');
  return { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() || user.email };
}

/** The tools' context for `request`'s person at instant `now`. */
export function toolContextOf(app: FastifyInstance, request: FastifyRequest, now: Date): ToolContext {
  const actor = requireActor(request.actor);
  const token = sessionToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  return { actor, api: apiCallerFor(app, { actor, sessionToken: token }), now };
}

/** The turn for `request` in thread `threadId`, once its events' writer and signal exist. */
export async function turnOf(
  app: FastifyInstance,
  request: FastifyRequest,
  threadId: string,
  now: Date,
): Promise<(emit: (e: AssistantStreamEvent) => void, signal: AbortSignal) => Turn> {
  const tool = toolContextOf(app, request, now);
  const person = personOf(request);
  const locations = await tool.api(ESTABLISHMENT_ENDPOINTS.list, {});
  const here = locations.find((l) => l.id === tool.actor.establishmentId) ?? locations[0];
  const today = todayIn(here?.timeZone ?? 'UTC', now);
  const system = systemPrompt({
    personName: person.name,
    role: ROLE_LABEL[tool.actor.role],
    locations,
    selected: tool.actor.establishmentId,
    today,
    weekday: new Date(`${today}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }),
  });
  return (emit, signal) => ({ tool, personName: person.name, threadId, system, emit, signal });
}
