/**
 * The pay-change audit trail and the owner's rule for managers (issue #28 "Nobody sets their own
 * pay"; designed here, the spec has no such endpoint). Owners and admins read a person's trail
 * (tenant:settings) and set whether managers may change others' pay.
 */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import {
  STAFF_AUDIT_MESSAGES as M,
  staffAuditEntrySchema,
  staffPaySettingsSchema,
} from '../entities/staff-audit.js';

export const STAFF_AUDIT_ENDPOINTS = {
  trail: endpoint({
    method: 'GET',
    path: '/api/hr/staff-audit/:userId',
    access: { permission: 'tenant:settings' },
    summary: 'A person’s pay, commission, leave, shift and certification changes, newest first.',
    params: z.object({ userId: idSchema(M.person) }),
    response: envelope(z.array(staffAuditEntrySchema)),
  }),
  paySettings: endpoint({
    method: 'GET',
    path: '/api/hr/pay-settings',
    access: { permission: 'employee:read' },
    summary: 'Whether managers may change the pay and commission of the people below them.',
    response: envelope(staffPaySettingsSchema),
  }),
  updatePaySettings: endpoint({
    method: 'PUT',
    path: '/api/hr/pay-settings',
    access: { permission: 'tenant:settings' },
    summary: 'Sets whether managers may change others’ pay and commission (owners).',
    body: staffPaySettingsSchema,
    response: envelope(staffPaySettingsSchema),
  }),
};
