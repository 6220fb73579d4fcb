/**
 * Who may change a person's pay and HR figures, and the trail of every change (issue #28 "Nobody
 * sets their own pay"). Nobody changes their own pay rate, commission plan, leave balance, clock
 * shifts or certifications; an owner does, or a manager for the people below them when the
 * owner allows it (the tenant's `managersSetPay`, on by default). Each change is one audit entry:
 * who, whom, which field, the old and new value (as shown to people), when.
 */
import { z } from 'zod';

/** The figures the rule covers; each audit entry names one (its `area`). */
export const STAFF_AUDIT_AREAS = ['pay', 'commission', 'leave', 'shift', 'certification'] as const;
export type StaffAuditArea = (typeof STAFF_AUDIT_AREAS)[number];

/** Entries an employee's page lists, newest first. */
export const STAFF_AUDIT_PAGE = 50;

export const STAFF_AUDIT_MESSAGES = {
  ownPay:
    'You cannot change your own pay, commission, leave balance, time clock or certifications. Ask an owner to make this change.',
  managersMayNot: 'Only an owner can change pay and commission at this business.',
  person: 'Not a valid person id.',
  settingsSaved: 'Pay settings saved.',
} as const;

/** One change of one field of a person's record. Values are as people read them ("$25.00/h"). */
export const staffAuditEntrySchema = z.object({
  id: z.string(),
  /** Whose record changed. */
  userId: z.string(),
  /** Who changed it; null when that account no longer exists. */
  actorId: z.string().nullable(),
  actorName: z.string(),
  area: z.enum(STAFF_AUDIT_AREAS),
  /** The field, as a label ("Pay rate", "Vacation balance", "Shift 2026-06-16"). */
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  /** ISO timestamp. */
  at: z.string(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

/** The tenant's rule for managers (owners set it). */
export const staffPaySettingsSchema = z.object({
  /** True: managers may change the pay and commission of the people below them (not their own). */
  managersSetPay: z.boolean(),
});
export type StaffPaySettings = z.infer<typeof staffPaySettingsSchema>;
