/**
 * Client segments (issue #32 "Segments"): saved filters over the CRM, counted when read. Routes
 * check `marketing:*` (managers and above); every query runs under the actor's tenant, and a
 * manager's counts and members are the clients whose home location they work at.
 */
import {
  SEGMENT_MESSAGES as M,
  SEGMENT_PAGE_SIZE,
  SEGMENT_PREVIEW_SIZE,
  type Segment,
  type SegmentFilter,
  type SegmentMember,
  type SegmentMembers,
  type SegmentPreview,
  type SegmentWrite,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { clientReachOf, segmentMembers } from './segments.members.js';
import * as repo from './segments.repository.js';

const toMember = (r: repo.MemberRow): SegmentMember => ({
  id: r.id,
  name: r.name,
  email: r.email,
  lastVisitAt: r.lastVisitAt ? r.lastVisitAt.toISOString() : null,
});

async function toSegment(tx: Tx, actor: Actor, r: repo.SegmentRow): Promise<Segment> {
  return {
    id: r.id,
    name: r.name,
    filter: r.filter,
    memberCount: (await segmentMembers(tx, r.filter, clientReachOf(actor))).length,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function openSegment(tx: Tx, id: string): Promise<repo.SegmentRow> {
  const row = await repo.findSegment(tx, id);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** The tenant's segments by name, each with its member count now. */
export function listSegments(db: Db, actor: Actor): Promise<Segment[]> {
  return withTenant(db, actor, async (tx) => {
    const rows = await repo.listSegments(tx);
    const answer: Segment[] = [];
    for (const row of rows) answer.push(await toSegment(tx, actor, row));
    return answer;
  });
}

/** One segment (404 when the tenant has none by that id). */
export function getSegment(db: Db, actor: Actor, id: string): Promise<Segment> {
  return withTenant(db, actor, async (tx) => toSegment(tx, actor, await openSegment(tx, id)));
}

/** Saves a segment by the signed-in person. */
export function createSegment(db: Db, actor: Actor, body: SegmentWrite): Promise<Segment> {
  return withTenant(db, actor, async (tx) => {
    const row = await repo.insertSegment(tx, {
      tenantId: actor.tenantId,
      name: body.name,
      filter: body.filter,
      createdBy: actor.userId,
    });
    return toSegment(tx, actor, row);
  });
}

/** Replaces a segment's name and filter (404 when there is none). */
export function updateSegment(db: Db, actor: Actor, id: string, body: SegmentWrite): Promise<Segment> {
  return withTenant(db, actor, async (tx) => {
    const row = await repo.updateSegment(tx, id, { name: body.name, filter: body.filter });
    if (!row) throw new AppError('NOT_FOUND', M.notFound);
    return toSegment(tx, actor, row);
  });
}

/** Deletes a segment (404 when there is none). */
export function deleteSegment(db: Db, actor: Actor, id: string): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    if (!(await repo.deleteSegment(tx, id))) throw new AppError('NOT_FOUND', M.notFound);
  });
}

/** How many clients `filter` holds now and the first SEGMENT_PREVIEW_SIZE by name (nothing saved). */
export function previewSegment(db: Db, actor: Actor, filter: SegmentFilter): Promise<SegmentPreview> {
  return withTenant(db, actor, async (tx) => {
    const ids = await segmentMembers(tx, filter, clientReachOf(actor));
    const clients = await repo.membersByIds(tx, ids.slice(0, SEGMENT_PREVIEW_SIZE));
    return { count: ids.length, clients: clients.map(toMember) };
  });
}

/** Page `page` (SEGMENT_PAGE_SIZE a page) of a segment's members now, by name. */
export function segmentMemberPage(db: Db, actor: Actor, id: string, page: number): Promise<SegmentMembers> {
  return withTenant(db, actor, async (tx) => {
    const segment = await openSegment(tx, id);
    const ids = await segmentMembers(tx, segment.filter, clientReachOf(actor));
    const start = (page - 1) * SEGMENT_PAGE_SIZE;
    const members = await repo.membersByIds(tx, ids.slice(start, start + SEGMENT_PAGE_SIZE));
    return { members: members.map(toMember), total: ids.length, page, pageSize: SEGMENT_PAGE_SIZE };
  });
}
