/**
 * Running Dawn AI's tools in tests as a signed-in test session would (issue #33): the tool's
 * answer, or the AppError the route refused it with.
 */
import type { AssistantToolPreview, AssistantToolResult } from '@daybook/contracts';
import type { FastifyInstance } from 'fastify';
import { apiCallerFor, type AssistantTool, type ToolContext } from '../src/modules/assistant/tools/index.js';
import { AppError } from '../src/core/app-error.js';
import { actorOf, type Session } from './context.js';

/** The context `session`'s person's tools run in; `establishmentId`: the location they selected. */
export function toolContextOf(
  app: FastifyInstance,
  session: Session,
  establishmentId: string | null = null,
  now = new Date(),
): ToolContext {
  const actor = { ...actorOf(session), establishmentId };
  return { actor, api: apiCallerFor(app, { actor, sessionToken: session.token }), now };
}

/** Parses `args` with the tool's input schema (as the loop does) and runs it. */
export function runTool(ctx: ToolContext, tool: AssistantTool, args: unknown): Promise<AssistantToolResult> {
  return tool.run(ctx, tool.input.parse(args));
}

/** Parses `args` and asks a write tool for its approval card. */
export function previewTool(
  ctx: ToolContext,
  tool: AssistantTool,
  args: unknown,
): Promise<AssistantToolPreview> {
  if (tool.kind !== 'write') throw new Error(`${tool.name} is a read tool`);
  return tool.preview(ctx, tool.input.parse(args));
}

/** The AppError `work` fails with (the test fails if it succeeds or throws anything else). */
export async function refusalOf(work: Promise<unknown>): Promise<AppError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
