/**
 * HTTP surface of client consent (issue #32): the CRM's read and change, and the public
 * unsubscribe (no session; each per-IP limited). The POST takes RFC 8058's form body
 * (`List-Unsubscribe=One-Click`, application/x-www-form-urlencoded) as mail clients send it, or
 * JSON / nothing from the public page. Twilio's inbound text webhook (form fields, signed) takes
 * STOP / START replies.
 */
import type { FastifyInstance } from 'fastify';
import {
  CONSENT_ENDPOINTS as E,
  CONSENT_MESSAGES,
  UNSUBSCRIBE_REQUESTS_PER_MINUTE,
} from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { AppError } from '../../core/app-error.js';
import { dataRoute, route } from '../../http/route.js';
import { unsubscribeSecret } from './consent.links.js';
import { getConsent, setConsent, unsubscribe, unsubscribeState } from './consent.service.js';
import { applySmsReply, verifyTwilioCall } from './consent.sms.js';

const FORM = 'application/x-www-form-urlencoded';
/** Twilio's inbound text: some 20 fields, a body of up to 1,600 characters, media links. */
const TWILIO_BODY_LIMIT = 16 * 1024;
/** Empty TwiML: nothing to answer (Twilio sends its own STOP / START confirmation). */
const EMPTY_TWIML = '<Response/>';

export function consentRoutes(deps: ModuleDeps) {
  const { db } = deps;
  const secret = unsubscribeSecret(deps);
  return async (app: FastifyInstance) => {
    const extras = { tags: ['consent'] };
    dataRoute(app, E.get, (req, actor) => getConsent(db, actor, req.params.id), extras);
    dataRoute(app, E.set, (req, actor) => setConsent(db, actor, req.params.id, req.body), extras);

    // Registered in this plugin only; the guard still refuses form bodies on signed-in routes.
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_req, body: string, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body)));
    });
    const limited = {
      tags: ['consent'],
      rateLimit: {
        max: UNSUBSCRIBE_REQUESTS_PER_MINUTE,
        timeWindow: '1 minute',
        errorResponseBuilder: () => new AppError('RATE_LIMITED', CONSENT_MESSAGES.tooManyRequests),
      },
    };
    route(
      app,
      E.unsubscribeState,
      async (req) => ({ success: true as const, data: await unsubscribeState(db, secret, req.params.token) }),
      limited,
    );
    route(
      app,
      E.unsubscribe,
      async (req) => ({ success: true as const, data: await unsubscribe(db, secret, req.params.token) }),
      // `List-Unsubscribe=One-Click` or `{}`: anything longer is not ours.
      { ...limited, acceptsForm: true, bodyLimit: 1024 },
    );
    route(
      app,
      E.twilioSms,
      async (req, reply) => {
        // Twilio signs the address it was given: PUBLIC_URL's, else this request's own origin.
        const origin = (deps.publicUrl ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
        const signature = req.headers['x-twilio-signature'];
        verifyTwilioCall(deps.twilio.authToken, {
          url: `${origin}${req.url}`,
          signature: typeof signature === 'string' ? signature : undefined,
          params: req.body,
        });
        await applySmsReply(db, req.body);
        return reply.type('text/xml; charset=utf-8').send(EMPTY_TWIML);
      },
      { tags: ['consent'], acceptsForm: true, bodyLimit: TWILIO_BODY_LIMIT },
    );
  };
}
