/**
 * A campaign's reach and, for a text, its size and cost before it is saved or sent (issue #32,
 * POST …/estimate; campaigns.ts campaignEstimateSchema).
 */
import {
  CAMPAIGN_MESSAGES as M,
  CAMPAIGN_SMS_SEGMENT_PRICE_MICRODOLLARS,
  type CampaignEstimate,
  type CampaignEstimateBody,
} from '@daybook/contracts';
import { textMessageSize } from '@daybook/contracts/text-message-size';
import type { ModuleDeps } from '../../app-module.js';
import { AppError } from '../../core/app-error.js';
import { withTenant } from '../../db/tenant.js';
import { unsubscribeScope } from '../consent/index.js';
import type { SegmentReach } from '../segments/index.js';
import { localWhen } from '../../lib/message-when.js';
import { campaignRenderer } from './campaigns.render.js';
import { countWithAddress } from './campaigns.recipients.repository.js';
import { audienceOf, placeOf, segmentFilter } from './campaigns.sending.js';

/** The sample's first name: ten letters, longer than most, so the estimate errs high. */
export const SAMPLE_FIRST_NAME = 'Alexandria';
/** Stands in for the campaign and recipient ids the sample's links sign (their length is what counts). */
const SAMPLE_ID = '00000000-0000-0000-0000-000000000000';
const MICRODOLLARS_PER_CENT = 10_000;

/**
 * Who the campaign `body` describes reaches now (segment members with marketing consent on the
 * channel and an address on it) and, for a text, the sample message (merge fields with the
 * location's values, a 10-letter first name, an appointment a week ahead, tracked links and the
 * opt-out line), its size and the cost in cents, rounded up, at
 * CAMPAIGN_SMS_SEGMENT_PRICE_MICRODOLLARS a segment, its links on PUBLIC_URL or else `origin`.
 * Members are counted within `reach` (the asker's, segments' clientReachOf; undefined: every
 * client of the tenant). 404 for an unknown location, 400 segmentGone.
 */
export async function estimateCampaign(
  deps: Pick<ModuleDeps, 'db' | 'now' | 'publicUrl' | 'unsubscribeSecret'>,
  tenantId: string,
  body: CampaignEstimateBody,
  origin?: string,
  reach?: SegmentReach,
): Promise<CampaignEstimate> {
  const now = deps.now();
  const found = await withTenant(deps.db, { tenantId }, async (tx) => {
    const place = await placeOf(tx, body.establishmentId);
    if (!place) throw new AppError('NOT_FOUND', M.establishmentId);
    if (!(await segmentFilter(tx, body.segmentId)))
      throw new AppError('VALIDATION', M.segmentGone, [{ path: 'segmentId', message: M.segmentGone }]);
    const ids = await audienceOf(tx, body.segmentId, body.channel, reach);
    return { place, recipients: await countWithAddress(tx, ids, body.channel) };
  });
  if (body.channel === 'email') return { recipients: found.recipients, sms: null };
  const renderer = await campaignRenderer(
    {
      id: SAMPLE_ID,
      tenantId,
      channel: 'sms',
      establishmentId: body.establishmentId,
      subject: null,
      body: body.body,
      trackOpens: false,
    },
    found.place,
    // The sample's links, as long as the real ones: PUBLIC_URL's, else the asking page's origin.
    unsubscribeScope(deps, tenantId, origin),
  );
  const sample = renderer.sms({
    recipientId: SAMPLE_ID,
    clientId: SAMPLE_ID,
    firstName: SAMPLE_FIRST_NAME,
    nextAppointment: localWhen(new Date(now.getTime() + 7 * 86_400_000), found.place.timeZone),
  });
  const size = textMessageSize(sample);
  const microdollars = found.recipients * size.segments * CAMPAIGN_SMS_SEGMENT_PRICE_MICRODOLLARS;
  return {
    recipients: found.recipients,
    sms: { sample, ...size, costCents: Math.ceil(microdollars / MICRODOLLARS_PER_CENT) },
  };
}
