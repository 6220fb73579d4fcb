/**
 * The consent module's public face (issue #32): what senders and the import call. Senders ask
 * `consentOf` before any marketing or reminder message and put `unsubscribeLink`'s URL and
 * headers in every marketing email; the CSV import records what its file says with
 * `recordImportedConsents` (source 'import'). Senders of texts hold each text until
 * `textWindowStart` (quiet hours, 21:00–08:00 at the location).
 */
export { consentModule } from './consent.module.js';
export { textWindowStart } from '../../sms/text-window.js';
export {
  consentOf,
  recordConsent,
  recordImportedConsents,
  type ConsentChangeRecord,
} from './consent.service.js';
export {
  unsubscribeLink,
  unsubscribeScope,
  unsubscribeSecret,
  type UnsubscribeLink,
  type UnsubscribeScope,
} from './consent.links.js';
export { withdrewMarketingWithin } from './consent.withdrawals.js';
export { carryConsentOnMerge } from './consent.merge.js';
