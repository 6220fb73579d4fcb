/**
 * Outgoing mail: SMTP when SMTP_URL is set, otherwise the email_outbox table, which the
 * operator reads with `npm run outbox -w apps/server`. Message bodies never reach the log.
 */
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { withAuth } from '../db/tenant.js';
import { emailOutbox } from './outbox.schema.js';

/** One email: its plain text always; marketing mail adds HTML, headers and a stable id. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part (multipart/alternative with `text`). */
  html?: string;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /** The Message-ID, `<local@domain>`: one per campaign and client, so a receiver can tell a retry. */
  messageId?: string;
}

/** SMTP connections the pool keeps open at most (campaign pumps send five at a time each). */
export const SMTP_CONNECTIONS = 10;

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/**
 * Builds the mailer for the configuration. The outbox keeps the plain text only: it is the
 * operator's record of what would have gone out, not a mail store.
 */
export function createMailer(db: Db, smtpUrl: string | undefined, from: string): Mailer {
  if (smtpUrl) {
    // Pooled: a campaign sends hundreds a second, which one connection per message (a TCP and
    // TLS handshake each) cannot keep up with.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
    });
    return {
      kind: 'smtp',
      async send(m) {
        await transport.sendMail({
          from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          ...(m.html === undefined ? {} : { html: m.html }),
          ...(m.headers === undefined ? {} : { headers: m.headers }),
          ...(m.messageId === undefined ? {} : { messageId: m.messageId }),
        });
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
