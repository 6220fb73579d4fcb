/**
 * Outgoing mail: SMTP when SMTP_URL is set, otherwise the email_outbox table, which the
 * operator reads with `npm run outbox -w apps/server`. Message bodies never reach the log.
 */
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { withAuth } from '../db/tenant.js';
import { emailOutbox } from './outbox.schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** Builds the mailer for the configuration. */
export function createMailer(db: Db, smtpUrl: string | undefined, from: string): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(m) {
        await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(m) {
      await withAuth(db, (tx) =>
        tx.insert(emailOutbox).values({ to: m.to, subject: m.subject, body: m.text }),
      );
    },
  };
}
