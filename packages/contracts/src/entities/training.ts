/**
 * Training of spec operations.md §3 (modules active or archived, per-person progress,
 * certifications), §4 (a module goes from active to archived), §8 ('Failed to fetch training
 * data') and issue #14: certifications carry issue and expiry dates, and those expiring within
 * CERTIFICATION_EXPIRING_DAYS are flagged. An employee id is the person's user id.
 */
import { z } from 'zod';
import { TEXT_MAX, calendarDateSchema, idSchema, optionalTextSchema, requiredTextSchema } from '../fields.js';

/** A certification expiring within this many days (today included) is flagged. */
export const CERTIFICATION_EXPIRING_DAYS = 30;
/** Longest module, minutes (a week of full days). */
export const TRAINING_DURATION_MAX = 10_000;

export const TRAINING_MODULE_STATUSES = ['active', 'archived'] as const;
export type TrainingModuleStatus = (typeof TRAINING_MODULE_STATUSES)[number];
export const TRAINING_PROGRESS_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type TrainingProgressStatus = (typeof TRAINING_PROGRESS_STATUSES)[number];
/** Stored statuses; 'expired' is read from the expiry date, never stored. */
export const CERTIFICATION_STATUSES = ['active', 'revoked'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];
export const CERTIFICATION_READ_STATUSES = ['active', 'revoked', 'expired'] as const;
export type CertificationReadStatus = (typeof CERTIFICATION_READ_STATUSES)[number];

/** Spec §8 texts and training's own. */
export const TRAINING_MESSAGES = {
  fetchFailed: 'Failed to fetch training data',
  saveModuleFailed: 'Failed to save training module',
  saveCertificationFailed: 'Failed to save certification',
  saveProgressFailed: 'Failed to update training progress',
  moduleCreated: 'Training module created',
  moduleUpdated: 'Training module updated',
  moduleArchived: 'Training module archived',
  certificationSaved: 'Certification saved',
  progressSaved: 'Progress updated',
  titleRequired: 'Title is required.',
  nameRequired: 'Certification name is required.',
  duration: `Duration must be a whole number of minutes from 0 to ${TRAINING_DURATION_MAX}.`,
  moduleStatus: 'Status must be active or archived.',
  progressStatus: 'Status must be not_started, in_progress or completed.',
  certificationStatus: 'Status must be active or revoked.',
  percent: 'Percent must be a whole number from 0 to 100.',
  completedPercent: 'A completed module is at 100 percent.',
  notStartedPercent: 'A module not started is at 0 percent.',
  issueDate: 'Issue date must be a date as YYYY-MM-DD.',
  expiryDate: 'Expiry date must be a date as YYYY-MM-DD.',
  expiryBeforeIssue: 'Expiry date cannot be before the issue date.',
  employeeId: 'Not a valid employee id.',
  moduleId: 'Not a valid module id.',
  required: 'Required must be true or false.',
  moduleNotFound: 'Training module not found.',
  certificationNotFound: 'Certification not found.',
  employeeNotFound: 'Employee not found.',
  moduleArchivedNoProgress: 'This module is archived; progress can no longer change.',
  employeeOnlyOwn: 'You can only update your own training progress.',
  employeeReadOnly: 'Only managers and owners can change training modules and certifications.',
} as const;

const titleSchema = requiredTextSchema({ max: TEXT_MAX.line, required: TRAINING_MESSAGES.titleRequired });
const descriptionSchema = optionalTextSchema({ max: TEXT_MAX.long, multiline: true });
const labelSchema = optionalTextSchema({ max: TEXT_MAX.label });
const durationSchema = z
  .number(TRAINING_MESSAGES.duration)
  .int(TRAINING_MESSAGES.duration)
  .min(0, TRAINING_MESSAGES.duration)
  .max(TRAINING_DURATION_MAX, TRAINING_MESSAGES.duration);
const percentSchema = z
  .number(TRAINING_MESSAGES.percent)
  .int(TRAINING_MESSAGES.percent)
  .min(0, TRAINING_MESSAGES.percent)
  .max(100, TRAINING_MESSAGES.percent);

/** A training module as the wire shows it; `establishmentId` null: every location. */
export const trainingModuleSchema = z.object({
  id: z.string(),
  establishmentId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  durationMinutes: z.number().int(),
  required: z.boolean(),
  status: z.enum(TRAINING_MODULE_STATUSES),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrainingModule = z.infer<typeof trainingModuleSchema>;

/** One person's progress through one module; `completedAt` is stamped by the server. */
export const trainingProgressSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  moduleId: z.string(),
  status: z.enum(TRAINING_PROGRESS_STATUSES),
  percent: z.number().int(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TrainingProgress = z.infer<typeof trainingProgressSchema>;

/**
 * A certification; `status` reads 'expired' once the expiry date has passed, `daysUntilExpiry`
 * counts from the location's today (negative: past), `expiringSoon` flags an active one expiring
 * within CERTIFICATION_EXPIRING_DAYS.
 */
export const certificationSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  name: z.string(),
  issuer: z.string().nullable(),
  credentialId: z.string().nullable(),
  issueDate: z.string(),
  expiryDate: z.string().nullable(),
  status: z.enum(CERTIFICATION_READ_STATUSES),
  daysUntilExpiry: z.number().int().nullable(),
  expiringSoon: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Certification = z.infer<typeof certificationSchema>;

/** A person of the location as training lists them. */
export const trainingPersonSchema = z.object({ id: z.string(), name: z.string(), role: z.string() });
export type TrainingPerson = z.infer<typeof trainingPersonSchema>;

/** GET …/training: the location's modules (archived included), and its people's progress and certifications. */
export const trainingOverviewSchema = z.object({
  modules: z.array(trainingModuleSchema),
  progress: z.array(trainingProgressSchema),
  certifications: z.array(certificationSchema),
  people: z.array(trainingPersonSchema),
  /** The location's today, 'YYYY-MM-DD', that expiries are counted from. */
  today: z.string(),
});
export type TrainingOverview = z.infer<typeof trainingOverviewSchema>;

/** POST /api/hr/training/modules body. */
export const trainingModuleCreateSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  category: labelSchema,
  durationMinutes: durationSchema.default(0),
  required: z.boolean(TRAINING_MESSAGES.required).default(false),
  establishmentId: idSchema('Not a valid establishment id.').nullable().optional(),
});
export type TrainingModuleCreate = z.input<typeof trainingModuleCreateSchema>;

/** PUT /api/hr/training/modules/{id} body: the fields to change; status 'archived' archives. */
export const trainingModuleUpdateSchema = z.object({
  title: titleSchema.optional(),
  description: descriptionSchema,
  category: labelSchema,
  durationMinutes: durationSchema.optional(),
  required: z.boolean(TRAINING_MESSAGES.required).optional(),
  status: z.enum(TRAINING_MODULE_STATUSES, TRAINING_MESSAGES.moduleStatus).optional(),
});
export type TrainingModuleUpdate = z.input<typeof trainingModuleUpdateSchema>;

/**
 * PUT /api/hr/training/progress body: a person's status in a module. `percent` defaults to 100
 * when completed, 0 when not started, and is kept otherwise.
 */
export const trainingProgressUpdateSchema = z
  .object({
    employeeId: idSchema(TRAINING_MESSAGES.employeeId),
    moduleId: idSchema(TRAINING_MESSAGES.moduleId),
    status: z.enum(TRAINING_PROGRESS_STATUSES, TRAINING_MESSAGES.progressStatus),
    percent: percentSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'completed' && v.percent !== undefined && v.percent !== 100)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: TRAINING_MESSAGES.completedPercent });
    if (v.status === 'not_started' && v.percent !== undefined && v.percent !== 0)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: TRAINING_MESSAGES.notStartedPercent });
  });
export type TrainingProgressUpdate = z.input<typeof trainingProgressUpdateSchema>;

const certificationFields = {
  name: requiredTextSchema({ max: TEXT_MAX.line, required: TRAINING_MESSAGES.nameRequired }),
  issuer: optionalTextSchema({ max: TEXT_MAX.name }),
  credentialId: optionalTextSchema({ max: TEXT_MAX.label }),
  issueDate: calendarDateSchema(TRAINING_MESSAGES.issueDate),
  expiryDate: calendarDateSchema(TRAINING_MESSAGES.expiryDate).nullable().optional(),
};

const expiryAfterIssue = (v: { issueDate?: string; expiryDate?: string | null }, ctx: z.RefinementCtx) => {
  if (v.issueDate && v.expiryDate && v.expiryDate < v.issueDate)
    ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: TRAINING_MESSAGES.expiryBeforeIssue });
};

/** POST /api/hr/certifications body. */
export const certificationCreateSchema = z
  .object({ employeeId: idSchema(TRAINING_MESSAGES.employeeId), ...certificationFields })
  .superRefine(expiryAfterIssue);
export type CertificationCreate = z.input<typeof certificationCreateSchema>;

/** PUT /api/hr/certifications/{id} body: the fields to change; status 'revoked' revokes. */
export const certificationUpdateSchema = z
  .object({
    name: certificationFields.name.optional(),
    issuer: certificationFields.issuer,
    credentialId: certificationFields.credentialId,
    issueDate: certificationFields.issueDate.optional(),
    expiryDate: certificationFields.expiryDate,
    status: z.enum(CERTIFICATION_STATUSES, TRAINING_MESSAGES.certificationStatus).optional(),
  })
  .superRefine(expiryAfterIssue);
export type CertificationUpdate = z.input<typeof certificationUpdateSchema>;
