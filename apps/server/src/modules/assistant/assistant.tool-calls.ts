/**
 * A tool call as Dawn stores it (issue #33, operations.md §4): what the model asked for, checked
 * against the tool's arguments before anything runs. An unknown tool or bad arguments fail with
 * the reason (the model reads it and may try again); a read waits to execute; a write shows its
 * preview and waits for the person at pending_approval.
 */
import { ZodError } from 'zod';
import type { AssistantToolCall } from '@daybook/contracts';
import { ASSISTANT_MESSAGES as M } from '@daybook/contracts';
import { AppError } from '../../core/app-error.js';
import { toolNamed, type ToolContext } from './tools/index.js';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Why a tool failed, in words the person and the model may read: the route's own sentence for a
 * refusal, the argument's for bad input; never an internal error's text.
 */
export function failureOf(error: unknown): string {
  if (error instanceof AppError) return error.details?.[0]?.message ?? error.message;
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return issue
      ? `${issue.path.join('.') || 'arguments'}: ${issue.message}`
      : 'The arguments are not valid.';
  }
  return 'The tool failed. Try again, or use the screen directly.';
}

/**
 * The stored call for the model's request to run `name` with `input` (`error`: the model's
 * request was malformed already): failed, executing (a read), or pending_approval with its
 * preview (a write).
 */
export async function toolCallOf(
  ctx: ToolContext,
  id: string,
  name: string,
  input: unknown,
  error?: string,
): Promise<AssistantToolCall> {
  const call: AssistantToolCall = {
    id,
    name,
    arguments: isRecord(input) ? input : {},
    status: 'executing',
    result: null,
    preview: null,
    error: null,
    approvedBy: null,
  };
  const found = toolNamed(name);
  if (!found) return { ...call, status: 'failed', error: M.unknownTool };
  if (error) return { ...call, status: 'failed', error: 'The arguments are not valid.' };
  const parsed = found.input.safeParse(input);
  if (!parsed.success) return { ...call, status: 'failed', error: failureOf(parsed.error) };
  if (found.kind === 'read') return call;
  try {
    return { ...call, status: 'pending_approval', preview: await found.preview(ctx, parsed.data) };
  } catch (cause) {
    return { ...call, status: 'failed', error: failureOf(cause) };
  }
}
