/**
 * A campaign's test send (issue #32, POST …/:id/test): the message once to the signed-in user,
 * by email to their address or by text to their mobile, merge fields filled with their own
 * first name. Recorded nowhere as a send: its links sign the campaign's id in a recipient's
 * place, which the tracking endpoints follow without recording.
 */
import { CAMPAIGN_MESSAGES as M, CAMPAIGN_NO_NEXT_APPOINTMENT } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { AppError } from '../../core/app-error.js';
import { withTenant } from '../../db/tenant.js';
import { sendingDeps } from './campaigns.delivery.js';
import { campaignRenderer, firstNameOf } from './campaigns.render.js';
import { sendingCampaign, testSendUser } from './campaigns.repository.js';
import { contentOf, placeOf, type SendingDeps } from './campaigns.sending.js';

/**
 * Sends campaign `campaignId` once to user `userId` (see the file's readings). AppErrors: 404
 * notFound; 400 noTestAddress / noTestPhone when the user has none; 503 smsNotConfigured.
 */
export async function sendCampaignTest(
  deps: ModuleDeps,
  tenantId: string,
  campaignId: string,
  userId: string,
): Promise<void> {
  await sendTest(sendingDeps(deps), tenantId, campaignId, userId);
}

/** sendCampaignTest on explicit sending dependencies (the tests' transports). */
export async function sendTest(
  deps: SendingDeps,
  tenantId: string,
  campaignId: string,
  userId: string,
): Promise<void> {
  const scope = deps.scope(tenantId);
  const found = await withTenant(deps.db, { tenantId }, async (tx) => {
    const campaign = await sendingCampaign(tx, campaignId);
    const place = campaign && (await placeOf(tx, campaign.establishment_id));
    if (!campaign || !place) throw new AppError('NOT_FOUND', M.notFound);
    return { campaign, place, user: await testSendUser(tx, userId) };
  });
  const { campaign, place, user } = found;
  const values = {
    recipientId: campaign.id,
    clientId: userId,
    firstName: firstNameOf(user?.first_name ?? ''),
    nextAppointment: CAMPAIGN_NO_NEXT_APPOINTMENT,
  };
  if (campaign.channel === 'email') {
    if (!user?.email) throw new AppError('VALIDATION', M.noTestAddress);
    const renderer = await campaignRenderer(contentOf(campaign), place, scope);
    await deps.mailer.send(renderer.email(user.email, values));
    return;
  }
  if (!deps.sms) throw new AppError('NOT_CONFIGURED', M.smsNotConfigured);
  if (!user?.phone) throw new AppError('VALIDATION', M.noTestPhone);
  const renderer = await campaignRenderer(contentOf(campaign), place, scope);
  await deps.sms.send({ to: user.phone, body: renderer.sms(values) });
}
