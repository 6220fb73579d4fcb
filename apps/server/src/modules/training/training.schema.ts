/**
 * The training module's tables (migration 0031): modules, each person's progress and their
 * certifications; plus its read models of people and their locations (views it owns).
 * A person is a user: `userId` is the wire's employeeId.
 */
import { boolean, date, integer, pgTable, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CertificationStatus, TrainingModuleStatus, TrainingProgressStatus } from '@daybook/contracts';
import { tenantIdColumn, timestamps } from '../../db/columns.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const trainingModules = pgTable('training_modules', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  /** Null: every location of the tenant. */
  establishmentId: uuid('establishment_id'),
  title: text('title').notNull(),
  description: text('description'),
  category: text('category'),
  durationMinutes: integer('duration_minutes').notNull(),
  required: boolean('required').notNull(),
  status: text('status').$type<TrainingModuleStatus>().notNull(),
  archivedAt: at('archived_at'),
  createdBy: uuid('created_by'),
  ...timestamps,
});

export const trainingProgress = pgTable('training_progress', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  userId: uuid('user_id').notNull(),
  moduleId: uuid('module_id').notNull(),
  status: text('status').$type<TrainingProgressStatus>().notNull(),
  percent: integer('percent').notNull(),
  startedAt: at('started_at'),
  completedAt: at('completed_at'),
  updatedBy: uuid('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const certifications = pgTable('certifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  issuer: text('issuer'),
  credentialId: text('credential_id'),
  /** Local dates 'YYYY-MM-DD'. */
  issueDate: date('issue_date', { mode: 'string' }).notNull(),
  expiryDate: date('expiry_date', { mode: 'string' }),
  status: text('status').$type<CertificationStatus>().notNull(),
  createdBy: uuid('created_by'),
  ...timestamps,
});

/** People of the tenant as training shows them (view over users). */
export const trainingPeople = pgView('training_people', {
  tenantId: uuid('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  role: text('role').notNull(),
  isActive: boolean('is_active').notNull(),
}).existing();

/** Who works where (view over user_establishments). */
export const trainingAssignments = pgView('training_assignments', {
  tenantId: uuid('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
}).existing();
