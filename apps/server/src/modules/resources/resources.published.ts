/**
 * What resources publishes to other modules (issue #30; migration 0058): rooms and equipment by name. Other modules'
 * views and triggers read these, never resources's tables; widening one is a change to resources's
 * public face, made here and in a migration.
 */
import { text, uuid } from 'drizzle-orm/pg-core';
import { published } from '../../db/published.js';

/** The published columns of `resources`. */
export const publishedResources = published
  .view('resources', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    name: text('name'),
  })
  .existing();
