/**
 * Client consent endpoints (issue #32, first slice): a client's four switches and their history
 * on the CRM's client page, and the public one-click unsubscribe (RFC 8058) that marketing emails
 * link to. The token in the public paths is signed by the server and names tenant, client,
 * channel and purpose; a token that does not verify is a 404 (CONSENT_MESSAGES.linkInvalid).
 */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import {
  CONSENT_MESSAGES as M,
  clientConsentSchema,
  consentChangeBodySchema,
  unsubscribeStateSchema,
} from '../entities/consent.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';

const clientParams = z.object({ id: idSchema(M.clientId) });
// Any string: a malformed token is refused by the server's check as a 404 with its sentence,
// like a tampered one, rather than as a 400 that tells a prober which part was wrong.
const tokenParams = z.object({ token: z.string().max(512) });

/**
 * POST /api/public/unsubscribe/:token body: RFC 8058's `List-Unsubscribe=One-Click` form field
 * (application/x-www-form-urlencoded, sent by the mail client), or nothing / `{}` from our page.
 */
export const unsubscribeBodySchema = z
  .object({ 'List-Unsubscribe': z.string().max(100).optional() })
  .nullish();

/**
 * POST /api/webhooks/twilio/sms body: Twilio's form fields (application/x-www-form-urlencoded).
 * Every field is kept, since Twilio's signature covers them all; From and Body are the ones read.
 */
export const twilioSmsBodySchema = z.looseObject({
  From: z.string().max(64).optional(),
  Body: z.string().max(2000).optional(),
});
export type TwilioSmsBody = z.infer<typeof twilioSmsBodySchema>;

export const CONSENT_ENDPOINTS = {
  get: endpoint({
    method: 'GET',
    path: '/api/admin/crm/clients/:id/consent',
    access: { permission: 'client:read' },
    summary: `A client's consent per channel and purpose (defaults applied) and its latest changes, newest first (at most CONSENT_HISTORY_MAX).`,
    params: clientParams,
    response: envelope(clientConsentSchema),
  }),
  set: endpoint({
    method: 'PUT',
    path: '/api/admin/crm/clients/:id/consent',
    access: { permission: 'client:update' },
    summary:
      'Sets one channel and purpose of a client’s consent (recorded as a staff change; the same value writes nothing).',
    params: clientParams,
    body: consentChangeBodySchema,
    response: envelope(clientConsentSchema),
  }),
  unsubscribeState: endpoint({
    method: 'GET',
    path: '/api/public/unsubscribe/:token',
    access: { public: true },
    summary:
      'What an unsubscribe link names: the business, channel and purpose, and whether consent stands (404 when the link is invalid).',
    params: tokenParams,
    response: envelope(unsubscribeStateSchema),
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/public/unsubscribe/:token',
    access: { public: true },
    summary:
      'One-click unsubscribe (RFC 8058): withdraws the consent the link names, recorded as the client’s; idempotent.',
    params: tokenParams,
    body: unsubscribeBodySchema,
    response: envelope(unsubscribeStateSchema),
  }),
  twilioSms: endpoint({
    method: 'POST',
    path: '/api/webhooks/twilio/sms',
    access: { public: true },
    summary:
      'Twilio’s inbound text webhook (X-Twilio-Signature checked, 403 otherwise; 503 when texts are not configured): STOP and its synonyms withdraw the sender’s text consent in every business, START gives it back. Answers empty TwiML.',
    body: twilioSmsBodySchema,
    response: z.string().describe('Empty TwiML: <Response/>.'),
    mediaType: 'text/xml',
  }),
} as const;
