/**
 * What owners see of the tenant's assistant (issue #33): the month's token use against its
 * allowance, and the audit trail of every tool call (who asked, what ran, who approved).
 */
import {
  ASSISTANT_MONTHLY_TOKENS_DEFAULT,
  type AssistantAuditPage,
  type AssistantUsage,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { monthOf } from './assistant.loop.js';
import * as turns from './assistant.turns.repository.js';

/** Entries of the audit trail a page. */
export const AUDIT_PAGE_SIZE = 50;

/** The tenant's tokens this calendar month (UTC) and its allowance. */
export function usageThisMonth(db: Db, actor: Actor, now: Date, budget?: number): Promise<AssistantUsage> {
  const month = monthOf(now);
  return withTenant(db, actor, async (tx) => ({
    month,
    ...(await turns.usageOf(tx, month)),
    budget: budget ?? ASSISTANT_MONTHLY_TOKENS_DEFAULT,
  }));
}

/** Page `page` of the tenant's tool calls, newest first. */
export function auditTrail(db: Db, actor: Actor, page: number): Promise<AssistantAuditPage> {
  return withTenant(db, actor, async (tx) => {
    const { rows, total } = await turns.auditPage(tx, (page - 1) * AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE);
    return {
      entries: rows.map((r) => ({
        id: r.id,
        name: r.name,
        arguments: r.arguments,
        status: r.status,
        result: r.result,
        preview: r.preview,
        error: r.error,
        approvedBy: r.approvedBy,
        at: r.createdAt.toISOString(),
        person: { id: r.userId ?? '', name: r.personName },
        threadId: r.threadId,
      })),
      total,
      page,
      pageSize: AUDIT_PAGE_SIZE,
    };
  });
}
