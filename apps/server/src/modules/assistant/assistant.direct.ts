/**
 * Dawn's tools without the model (issue #33: "still offers the tools as direct actions"): the
 * list the page shows, and a read tool run as the person, with the same arguments and the same
 * refusals as when the model calls it. Writes are not offered here: they go through a
 * conversation's approval card, or their own screens.
 */
import {
  ASSISTANT_MESSAGES as M,
  type AssistantToolInfo,
  type AssistantToolResult,
} from '@daybook/contracts';
import { AppError, invalid } from '../../core/app-error.js';
import { failureOf } from './assistant.tool-calls.js';
import { ASSISTANT_TOOLS, inputJsonSchema, toolNamed, type ToolContext } from './tools/index.js';

let infos: AssistantToolInfo[] | undefined;

/** Every tool: name, words, read or write, and its arguments' JSON schema. */
export function toolInfos(): AssistantToolInfo[] {
  infos ??= ASSISTANT_TOOLS.map((t) => ({
    name: t.name,
    label: t.label,
    kind: t.kind,
    description: t.description,
    inputSchema: inputJsonSchema(t),
  }));
  return infos;
}

/** Runs read tool `name` with `args` as the person (404 for no such tool, 400 for a write or bad arguments). */
export async function runReadTool(
  ctx: ToolContext,
  name: string,
  args: unknown,
): Promise<AssistantToolResult> {
  const found = toolNamed(name);
  if (!found) throw new AppError('NOT_FOUND', M.unknownTool);
  if (found.kind !== 'read') throw new AppError('VALIDATION', M.readOnly);
  const parsed = found.input.safeParse(args);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue?.path.join('.') || 'arguments', failureOf(parsed.error));
  }
  return found.run(ctx, parsed.data);
}
