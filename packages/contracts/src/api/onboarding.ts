/**
 * Onboarding checklist (issue #33 "Onboarding AI", core.md §2 `/onboarding-dawn`, owners): the
 * steps that set a business up, each computed from the tenant's own data, with the app screen
 * where it is done. The conversational setup comes later and ticks the same steps.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';

/** The steps in the order a business is set up. */
export const ONBOARDING_STEP_KEYS = [
  'business',
  'hours',
  'services',
  'staff',
  'clients',
  'online-booking',
] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEP_KEYS)[number];

/** Each step's title, what it asks for, and the app route of the screen where it is done. */
export const ONBOARDING_STEPS: Record<
  OnboardingStepKey,
  { title: string; description: string; href: string }
> = {
  business: {
    title: 'Business details',
    description: "The business's name, email, phone and address, as clients and messages show them.",
    href: '/business-settings',
  },
  hours: {
    title: 'Opening hours',
    description: 'The days and hours each location is open.',
    href: '/establishments',
  },
  services: {
    title: 'Services and prices',
    description: 'What each location offers, with its duration and price.',
    href: '/services',
  },
  staff: {
    title: 'Staff and their hours',
    description: 'At least one bookable person with working hours at each location.',
    href: '/employees',
  },
  clients: {
    title: 'Clients',
    description: 'Your client list, added by hand or imported from a CSV file.',
    href: '/crm',
  },
  'online-booking': {
    title: 'Online booking',
    description: 'Turn online booking on for a location and share its booking link.',
    href: '/business-settings',
  },
};

/** One step: done or not, and in words what it has or what is missing. */
export const onboardingStepSchema = z.object({
  key: z.enum(ONBOARDING_STEP_KEYS),
  title: z.string(),
  description: z.string(),
  done: z.boolean(),
  detail: z.string(),
  href: z.string(),
});
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

/** The checklist: every step in order, and how many are done. */
export const onboardingChecklistSchema = z.object({
  steps: z.array(onboardingStepSchema),
  completed: z.number().int(),
  total: z.number().int(),
});
export type OnboardingChecklist = z.infer<typeof onboardingChecklistSchema>;

export const ONBOARDING_ENDPOINTS = {
  checklist: endpoint({
    method: 'GET',
    path: '/api/admin/onboarding/checklist',
    access: { permission: 'tenant:settings' },
    summary: "The business's setup checklist: each step done or not, what is missing, and where to do it.",
    response: envelope(onboardingChecklistSchema),
  }),
} as const;
