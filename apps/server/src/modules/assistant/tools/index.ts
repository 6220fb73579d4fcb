/**
 * Dawn AI's tools (issue #33), by name: the reads that run at once and the writes that wait for
 * approval. Money has none (payments, refunds, the drawer, payroll).
 */
import { AVAILABILITY_TOOLS } from './availability-tools.js';
import { BOOKING_TOOLS } from './booking-tools.js';
import { CLIENT_NOTE_TOOLS } from './client-note-tools.js';
import { CLIENT_TOOLS } from './client-tools.js';
import { FIGURE_TOOLS } from './figure-tools.js';
import { PURCHASE_ORDER_TOOLS } from './purchase-order-tools.js';
import { daySchedule, moveAppointment } from './schedule-tools.js';
import { STOCK_TOOLS } from './stock-tools.js';
import { TEAM_MESSAGE_TOOLS } from './team-message-tools.js';
import { TEAM_TOOLS } from './team-tools.js';
import { TIME_OFF_TOOLS } from './time-off-tools.js';
import type { AssistantTool } from './tool.js';
import { WAITLIST_TOOLS } from './waitlist-tools.js';

export const ASSISTANT_TOOLS: readonly AssistantTool[] = [
  daySchedule,
  ...AVAILABILITY_TOOLS,
  ...CLIENT_TOOLS,
  ...FIGURE_TOOLS,
  ...STOCK_TOOLS,
  ...TEAM_TOOLS,
  moveAppointment,
  ...BOOKING_TOOLS,
  ...CLIENT_NOTE_TOOLS,
  ...WAITLIST_TOOLS,
  ...PURCHASE_ORDER_TOOLS,
  ...TEAM_MESSAGE_TOOLS,
  ...TIME_OFF_TOOLS,
];

const byName = new Map(ASSISTANT_TOOLS.map((t) => [t.name, t]));

/** The tool called `name`, or undefined. */
export const toolNamed = (name: string): AssistantTool | undefined => byName.get(name);

export { apiCallerFor, type CallerIdentity } from './api-caller.js';
export {
  inputJsonSchema,
  type AssistantTool,
  type ReadTool,
  type WriteTool,
  type ToolContext,
} from './tool.js';
