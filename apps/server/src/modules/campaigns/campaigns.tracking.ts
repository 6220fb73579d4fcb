/**
 * The campaigns' public tracking endpoints (issue #32; no session, the tenant comes from the
 * signed token): the open pixel and tracked links. A token names a recipient and a link index,
 * never an address: a click is redirected to the link the campaign's own body holds at that
 * index, so the endpoint cannot be made an open redirect.
 */
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_ENDPOINTS as E, CAMPAIGN_MESSAGES as M } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { AppError } from '../../core/app-error.js';
import { withTenant } from '../../db/tenant.js';
import { route } from '../../http/route.js';
import { publicBaseUrl } from '../../http/session-cookie.js';
import { unsubscribeSecret } from '../consent/index.js';
import { campaignLinks, verifyClick, verifyOpen } from './campaigns.links.js';
import { campaignOfRecipient, recordClick, recordOpen } from './campaigns.recipients.repository.js';
import { campaignLinkSource } from './campaigns.repository.js';

/** A transparent 1×1 GIF. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Requests a minute from one address: mail providers fetch images and follow links through a
 * few proxies of their own, so a campaign's opens arrive from the same addresses by the
 * thousand; the app's general limit (1,200) would refuse them. Each costs one indexed update.
 */
export const TRACKING_REQUESTS_PER_MINUTE = 30_000;

/**
 * The link `index` of the recipient (or, for a test send, the campaign) the click names, and
 * its first click recorded (a recipient's only). Null when neither exists or no such link.
 */
async function followClick(
  deps: ModuleDeps,
  publicUrl: string,
  claim: { tenantId: string; recipientId: string; index: number },
) {
  return withTenant(deps.db, { tenantId: claim.tenantId }, async (tx) => {
    const sent = await campaignOfRecipient(tx, claim.recipientId);
    const campaign = sent ?? (await campaignLinkSource(tx, claim.recipientId));
    const link = campaign && campaignLinks(publicUrl, campaign.establishment_id, campaign.body)[claim.index];
    if (!link) return null;
    if (sent) await recordClick(tx, claim.recipientId);
    return link;
  });
}

/** The public open and click routes (CAMPAIGN_ENDPOINTS.open, .click). */
export function campaignTrackingRoutes(deps: ModuleDeps) {
  return async (app: FastifyInstance) => {
    // Tokens are checked with the server's secret alone; a click's links are rebuilt on
    // PUBLIC_URL, else the address the click came to.
    const secret = unsubscribeSecret(deps);
    const extras = {
      tags: ['campaigns'],
      rateLimit: {
        max: TRACKING_REQUESTS_PER_MINUTE,
        timeWindow: '1 minute',
        errorResponseBuilder: () => new AppError('RATE_LIMITED'),
      },
    };
    route(
      app,
      E.open,
      async (req, reply) => {
        // An invalid token still gets the pixel: the answer tells nothing about tokens.
        const claim = verifyOpen(secret, req.params.token);
        if (claim)
          await withTenant(deps.db, { tenantId: claim.tenantId }, (tx) => recordOpen(tx, claim.recipientId));
        return reply.header('Cache-Control', 'no-store').type('image/gif').send(PIXEL_GIF);
      },
      extras,
    );
    route(
      app,
      E.click,
      async (req, reply) => {
        const claim = verifyClick(secret, req.params.token);
        const link = claim && (await followClick(deps, publicBaseUrl(req, deps.publicUrl), claim));
        if (!link) throw new AppError('NOT_FOUND', M.linkInvalid);
        return reply.header('Cache-Control', 'no-store').redirect(link, 302);
      },
      extras,
    );
  };
}
