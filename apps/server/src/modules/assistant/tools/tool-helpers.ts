/**
 * What every Dawn AI tool shares (issue #33): the location it works at, its table answer cut to
 * ASSISTANT_TOOL_ROWS_MAX rows, and times and amounts written as the screens write them
 * (en-US: '2:30 PM', '$1,234.50', 'Fri, Dec 4').
 */
import { z } from 'zod';
import {
  ASSISTANT_TOOL_ROWS_MAX,
  ESTABLISHMENT_ENDPOINTS,
  idSchema,
  type AssistantToolResult,
} from '@daybook/contracts';
import { invalid } from '../../../core/app-error.js';
import type { ToolContext } from './tool.js';

/** The `establishmentId` argument every location-bound tool takes (optional: see locationOf). */
export const establishmentArg = idSchema('Not a valid establishment id.')
  .optional()
  .describe('The location (establishment id). Leave it out to use the location the person has selected.');

/** A 'YYYY-MM-DD' argument (the location's local calendar). */
export const dateArg = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
    .describe(what);

/** A 24-hour 'HH:MM' argument (the location's local time). */
export const timeArg = (what: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time as HH:MM.')
    .describe(what);

/**
 * The location a tool works at: the one asked for, else the one the person has selected, else
 * their only one. The routes check the person may use it; this only fills it in.
 */
export function locationOf(ctx: ToolContext, asked: string | undefined): string {
  const id =
    asked ??
    ctx.actor.establishmentId ??
    (ctx.actor.establishmentIds.length === 1 ? ctx.actor.establishmentIds[0] : undefined);
  if (!id) throw invalid('establishmentId', 'Say which location: the person has not selected one.');
  return id;
}

/** The locations the person may use, with names and zones (the establishments route, as them). */
export async function locationsOf(ctx: ToolContext) {
  return ctx.api(ESTABLISHMENT_ENDPOINTS.list, {});
}

type Cell = string | number | null;

/** A table answer: at most ASSISTANT_TOOL_ROWS_MAX rows, `total` counting them all. */
export function table(
  title: string,
  columns: string[],
  rows: Cell[][],
  link: AssistantToolResult['link'] = null,
): AssistantToolResult {
  return { title, columns, rows: rows.slice(0, ASSISTANT_TOOL_ROWS_MAX), total: rows.length, link };
}

/** '14:05' → '2:05 PM'. */
export function clockTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** '2026-12-04' → 'Fri, Dec 4, 2026'. */
export function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Dollars as the screens show them: 1234.5 → '$1,234.50'. */
export const dollars = (amount: number) => USD.format(amount);
