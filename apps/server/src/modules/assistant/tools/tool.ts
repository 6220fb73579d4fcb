/**
 * What a Dawn AI tool is (issue #33 "Tools: the same doors as the API"). A tool calls the API's
 * own routes in process (`ToolContext.api`), signed in as the person who asked, so what their
 * role, tenant and locations may not do is refused with the very error the API gives, and no
 * tool can reach further than the person could by hand. Reads run at once; a write first shows
 * its preview on an approval card and runs only once the person approves. Money (payments,
 * refunds, the drawer, payroll) has no tool: the assistant links to those screens instead.
 */
import { z } from 'zod';
import type {
  AssistantToolPreview,
  AssistantToolResult,
  EndpointReply,
  EndpointRequestParts,
  EndpointShape,
} from '@daybook/contracts';
import type { Actor } from '../../../core/actor.js';

/** What a tool reads of a route's answer: its envelope's `data`, or the whole answer where it has none. */
export type ApiAnswer<E extends EndpointShape> =
  EndpointReply<E> extends { data: infer D } ? D : EndpointReply<E>;

/** Calls an API route as the person: its params, query and body as the contract takes them. */
export type ApiCaller = <E extends EndpointShape>(
  contract: E,
  parts: EndpointRequestParts<E>,
) => Promise<ApiAnswer<E>>;

/** What a tool runs with: the person, the API as them, and the clock. */
export interface ToolContext {
  /** The person who asked (role, tenant, the locations they reach; `establishmentId`: the one selected, or null). */
  actor: Actor;
  api: ApiCaller;
  /** "Today" for the tool: the same clock as the routes'. */
  now: Date;
}

interface ToolBase<S extends z.ZodType> {
  /** snake_case, as the model calls it. */
  name: string;
  /** A few words for the page ("Today's schedule"). */
  label: string;
  /** What it does and when to use it, for the model (one or two sentences). */
  description: string;
  /** Its arguments; the model's are parsed with it, and it is sent to the model as JSON schema. */
  input: S;
}

/** A tool that only reads: it runs as soon as the model calls it. */
export interface ReadTool<S extends z.ZodType = z.ZodType> extends ToolBase<S> {
  kind: 'read';
  run(ctx: ToolContext, input: z.output<S>): Promise<AssistantToolResult>;
}

/** A tool that changes something: its preview waits for the person's approval before `run`. */
export interface WriteTool<S extends z.ZodType = z.ZodType> extends ToolBase<S> {
  kind: 'write';
  /** What will change, read fresh (the appointment before and after, the note's text). */
  preview(ctx: ToolContext, input: z.output<S>): Promise<AssistantToolPreview>;
  run(ctx: ToolContext, input: z.output<S>): Promise<AssistantToolResult>;
}

export type AssistantTool = ReadTool | WriteTool;

/** Declares a read tool, keeping its input's type for `run`. */
export function readTool<S extends z.ZodType>(tool: Omit<ReadTool<S>, 'kind'>): ReadTool {
  return { kind: 'read', ...tool } as ReadTool;
}

/** Declares a write tool, keeping its input's type for `preview` and `run`. */
export function writeTool<S extends z.ZodType>(tool: Omit<WriteTool<S>, 'kind'>): WriteTool {
  return { kind: 'write', ...tool } as WriteTool;
}

/**
 * A tool's arguments as JSON schema (what a person or the model sends, before parsing), the one
 * shape both the model and the page's direct-action forms are given.
 */
export function inputJsonSchema(tool: AssistantTool): Record<string, unknown> {
  return z.toJSONSchema(tool.input, { io: 'input' });
}
