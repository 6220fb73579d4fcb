/**
 * Outgoing mail: SMTP when SMTP_URL is set, otherwise the email_outbox table, which the
 * operator reads with `npm run outbox -w apps/server`. Message bodies never reach the log.
 */
import net from 'node:net';
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

/**
 * SMTP connections the pool keeps open at most: two campaign pumps keep 25 messages each in
 * flight, since a message's turn with the server (about 150 ms for a campaign-sized one against
 * a local smtp-server) is waiting, not work.
 */
export const SMTP_CONNECTIONS = 50;

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** What nodemailer tells getSocket of the server it is about to reach. */
interface SocketTarget {
  host?: string;
  port?: number | string;
  secure?: boolean;
}

/**
 * Opens the SMTP connection with Nagle's algorithm off. SMTP ends each message with a short
 * write (the final dot) after the body; held back until the body's acknowledgement, which the
 * server delays (up to 40 ms), it costs each message that wait: a pool of 10 then sends about
 * 200 a second on loopback, and 540 without it. nodemailer upgrades the socket to TLS itself
 * for smtps:// (its own default ports, 465 or 587).
 */
function openWithoutDelay(
  target: SocketTarget,
  done: (err: Error | null, socket?: { connection: net.Socket }) => void,
): void {
  const port = Number(target.port) || (target.secure ? 465 : 587);
  const socket = net.connect({ port, host: target.host ?? 'localhost', noDelay: true });
  const failed = (err: Error) => done(err);
  socket.once('error', failed);
  socket.once('connect', () => {
    socket.off('error', failed);
    done(null, { connection: socket });
  });
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
      getSocket: openWithoutDelay,
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
