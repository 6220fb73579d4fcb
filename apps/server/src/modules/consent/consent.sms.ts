/**
 * Text replies (issue #32): a client who answers STOP (or a synonym) to a text stops every text
 * from the deployment's Twilio number at once; START gives them back. Twilio posts each inbound
 * text to a signed webhook; Twilio itself answers the client with its standard confirmation.
 */
import twilio from 'twilio';
import {
  CONSENT_MESSAGES,
  CONSENT_PURPOSES,
  SMS_START_KEYWORDS,
  SMS_STOP_KEYWORDS,
  type TwilioSmsBody,
} from '@daybook/contracts';
import { normalizePhone } from '@daybook/contracts/phone';
import type { Db } from '../../db/client.js';
import { withAuth, withTenant } from '../../db/tenant.js';
import { AppError } from '../../core/app-error.js';
import { openClient } from '../clients/index.js';
import { clientsWithPhone } from './consent.repository.js';
import { recordConsent } from './consent.service.js';

/** What a reply asks for: withdraw or give back text consent, or nothing. */
export type SmsReplyIntent = 'stop' | 'start' | null;

const STOP = new Set<string>(SMS_STOP_KEYWORDS);
const START = new Set<string>(SMS_START_KEYWORDS);

/** The intent of a reply's text: a keyword alone (trimmed, any case), else null. */
export function smsReplyIntent(body: string | undefined): SmsReplyIntent {
  const word = (body ?? '').trim().toUpperCase();
  if (STOP.has(word)) return 'stop';
  if (START.has(word)) return 'start';
  return null;
}

/** A webhook call as the route hands it over: where Twilio posted, its signature and fields. */
export interface TwilioWebhookCall {
  /** The URL Twilio called (the public address it was given), query included. */
  url: string;
  signature: string | undefined;
  params: TwilioSmsBody;
}

/**
 * Checks Twilio's signature (X-Twilio-Signature: HMAC-SHA1 of the URL and the sorted form fields
 * under the auth token): 403 when it is missing or wrong (checked first, so a caller without one
 * learns nothing of the configuration), 503 with CONSENT_MESSAGES.smsOff without an auth token.
 */
export function verifyTwilioCall(authToken: string | undefined, call: TwilioWebhookCall): void {
  if (!call.signature) throw new AppError('FORBIDDEN', CONSENT_MESSAGES.smsSignature);
  if (!authToken) throw new AppError('NOT_CONFIGURED', CONSENT_MESSAGES.smsOff);
  if (!twilio.validateRequest(authToken, call.signature, call.url, call.params))
    throw new AppError('FORBIDDEN', CONSENT_MESSAGES.smsSignature);
}

/**
 * Applies a verified reply: STOP and its synonyms withdraw text consent for marketing and
 * reminders of every client with the sender's number, in every business (source 'sms_reply',
 * detail 'STOP reply'); START, YES and UNSTOP give both back ('START reply'); any other text
 * changes nothing. The clients are found across tenants by a function that answers only
 * (tenant, client) pairs; each tenant's rows are written in that tenant's own transaction.
 * Merged and erased records are skipped. Answers the number of consent rows written (a repeat
 * writes none).
 */
export async function applySmsReply(db: Db, params: TwilioSmsBody): Promise<number> {
  const intent = smsReplyIntent(params.Body);
  const phone = normalizePhone(params.From ?? '');
  if (!intent || !phone) return 0;
  const pairs = await withAuth(db, (tx) => clientsWithPhone(tx, phone));
  const byTenant = new Map<string, string[]>();
  for (const p of pairs) byTenant.set(p.tenantId, [...(byTenant.get(p.tenantId) ?? []), p.clientId]);
  let written = 0;
  for (const [tenantId, clientIds] of byTenant)
    written += await withTenant(db, { tenantId }, async (tx) => {
      let count = 0;
      for (const clientId of clientIds) {
        const client = await openClient(tx, null, clientId, true);
        if (!client || client.mergedIntoId || client.erased) continue;
        for (const purpose of CONSENT_PURPOSES)
          if (
            await recordConsent(tx, tenantId, {
              clientId,
              channel: 'sms',
              purpose,
              granted: intent === 'start',
              source: 'sms_reply',
              changedBy: null,
              detail: intent === 'stop' ? 'STOP reply' : 'START reply',
            })
          )
            count++;
      }
      return count;
    });
  return written;
}
