import { describe, expect, it } from 'vitest';
import type { InternalRequest } from '@daybook/contracts';
import { actionsFor } from './requests-access';

const base: InternalRequest = {
  id: 'r1',
  establishmentId: 'e1',
  staffId: 'raiser',
  staffName: 'Fiona Walsh',
  assignedTo: 'helper',
  assignedToName: 'Emma Chen',
  title: 'Chair',
  description: null,
  type: 'maintenance',
  priority: 'urgent',
  status: 'in_progress',
  response: null,
  resolvedAt: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
};

describe('actionsFor', () => {
  it('lets the assignee respond and resolve, never assign or close', () => {
    expect(actionsFor(base, 'EMPLOYEE', 'helper')).toEqual({
      assign: false,
      respond: true,
      resolve: true,
      close: false,
      reopen: false,
    });
  });

  it('lets the requester close, and reopen once resolved', () => {
    expect(actionsFor(base, 'FRONTDESK', 'raiser')).toMatchObject({
      close: true,
      resolve: false,
      respond: false,
    });
    expect(actionsFor({ ...base, status: 'resolved' }, 'FRONTDESK', 'raiser')).toMatchObject({
      reopen: true,
    });
  });

  it('gives managers every action, and nobody one on a closed request', () => {
    expect(actionsFor(base, 'MANAGER', 'boss')).toEqual({
      assign: true,
      respond: true,
      resolve: true,
      close: true,
      reopen: false,
    });
    expect(Object.values(actionsFor({ ...base, status: 'closed' }, 'MANAGER', 'boss')).some(Boolean)).toBe(
      false,
    );
  });
});
