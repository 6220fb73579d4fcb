/**
 * Dawn AI's tools (issue #33), by name: the reads that run at once and the writes that wait for
 * approval. Money has none (payments, refunds, the drawer, payroll).
 */
import { daySchedule, moveAppointment } from './schedule-tools.js';
import type { AssistantTool } from './tool.js';

export const ASSISTANT_TOOLS: readonly AssistantTool[] = [daySchedule, moveAppointment];

const byName = new Map(ASSISTANT_TOOLS.map((t) => [t.name, t]));

/** The tool called `name`, or undefined. */
export const toolNamed = (name: string): AssistantTool | undefined => byName.get(name);

export { apiCallerFor, type CallerIdentity } from './api-caller.js';
export type { AssistantTool, ReadTool, WriteTool, ToolContext } from './tool.js';
