/**
 * Training endpoints (spec operations.md §7 HR, issue #14): the location's training overview
 * and the writes of modules, certifications and a person's progress. Managers act for their
 * locations' people, owners and admins tenant-wide; employees read their own and update their
 * own progress only.
 */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import {
  certificationCreateSchema,
  certificationSchema,
  certificationUpdateSchema,
  trainingModuleCreateSchema,
  trainingModuleSchema,
  trainingModuleUpdateSchema,
  trainingOverviewSchema,
  trainingProgressSchema,
  trainingProgressUpdateSchema,
} from '../entities/training.js';

const idParams = (what: string) => z.object({ id: idSchema(`Not a valid ${what} id.`) });

export const TRAINING_ENDPOINTS = {
  overview: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id/training',
    access: { permission: 'training:read' },
    summary:
      'The location’s modules (archived included) and its people’s progress and certifications; an employee’s own only.',
    params: idParams('establishment'),
    response: envelope(trainingOverviewSchema),
  }),
  createModule: endpoint({
    method: 'POST',
    path: '/api/hr/training/modules',
    access: { permission: 'training:create' },
    summary: 'Creates a training module, tenant-wide or for one location.',
    body: trainingModuleCreateSchema,
    response: envelope(trainingModuleSchema),
    status: 201,
  }),
  updateModule: endpoint({
    method: 'PUT',
    path: '/api/hr/training/modules/:id',
    access: { permission: 'training:update' },
    summary: 'Changes a module’s fields; status archived archives it (spec §4 active → archived).',
    params: idParams('training module'),
    body: trainingModuleUpdateSchema,
    response: envelope(trainingModuleSchema),
  }),
  updateProgress: endpoint({
    method: 'PUT',
    path: '/api/hr/training/progress',
    access: { permission: 'training:update' },
    summary: 'Sets a person’s status and percent in a module; the server stamps completedAt.',
    body: trainingProgressUpdateSchema,
    response: envelope(trainingProgressSchema),
  }),
  createCertification: endpoint({
    method: 'POST',
    path: '/api/hr/certifications',
    access: { permission: 'training:create' },
    summary: 'Adds a certification with issue and expiry dates to a person.',
    body: certificationCreateSchema,
    response: envelope(certificationSchema),
    status: 201,
  }),
  updateCertification: endpoint({
    method: 'PUT',
    path: '/api/hr/certifications/:id',
    access: { permission: 'training:update' },
    summary: 'Changes a certification’s fields; status revoked revokes it.',
    params: idParams('certification'),
    body: certificationUpdateSchema,
    response: envelope(certificationSchema),
  }),
} as const;
