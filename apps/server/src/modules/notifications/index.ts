/**
 * The notifications module's public face. Every module tells people something with
 * notify(tx, draft) inside its own transaction (delivered after commit), and moves a job's
 * notification on with updateJobNotification, or wraps long work in runAsJob.
 */
export { notify, updateJobNotification, type NotificationDraft } from './notifications.service.js';
export { appointmentWhen } from './notification-texts.js';
export { runAsJob, type JobTexts } from './notifications.job.js';
export { notificationsModule } from './notifications.module.js';
