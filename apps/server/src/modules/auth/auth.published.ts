/**
 * What auth publishes to other modules (issue #30; migration 0058): people's names, contact details, role and whether they are active. Other modules'
 * views and triggers read these, never auth's tables; widening one is a change to auth's
 * public face, made here and in a migration.
 */
import { boolean, text, uuid } from 'drizzle-orm/pg-core';
import { published } from '../../db/published.js';

/** The published columns of `users`. */
export const publishedUsers = published
  .view('users', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role'),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    isActive: boolean('is_active'),
  })
  .existing();
