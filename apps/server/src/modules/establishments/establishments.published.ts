/**
 * What establishments publishes to other modules (issue #30; migration 0058): each location's zone, hours and settings, and who is assigned where. Other modules'
 * views and triggers read these, never establishments's tables; widening one is a change to establishments's
 * public face, made here and in a migration.
 */
import { jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { published } from '../../db/published.js';

/** The published columns of `establishments`. */
export const publishedEstablishments = published
  .view('establishments', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    name: text('name'),
    timeZone: text('time_zone'),
    businessHours: jsonb('business_hours'),
    settings: jsonb('settings'),
  })
  .existing();

/** The published columns of `user_establishments`. */
export const publishedUserEstablishments = published
  .view('user_establishments', {
    tenantId: uuid('tenant_id'),
    userId: uuid('user_id'),
    establishmentId: uuid('establishment_id'),
  })
  .existing();
