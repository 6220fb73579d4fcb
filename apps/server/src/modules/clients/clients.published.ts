/**
 * What clients publishes to other modules (issue #30; migration 0058): a client's name and contact details. Other modules'
 * views and triggers read these, never clients's tables; widening one is a change to clients's
 * public face, made here and in a migration.
 */
import { text, uuid } from 'drizzle-orm/pg-core';
import { published } from '../../db/published.js';

/** The published columns of `clients`. */
export const publishedClients = published
  .view('clients', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
  })
  .existing();
