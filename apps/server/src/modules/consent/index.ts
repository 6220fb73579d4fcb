/**
 * The consent module's public face (issue #32): what senders and the import call. Senders ask
 * `consentOf` before any marketing or reminder message and put `unsubscribeLink`'s URL and
 * headers in every marketing email; the CSV import records what its file says with
 * `recordImportedConsents` (source 'import').
 */
export { consentModule } from './consent.module.js';
export {
  consentOf,
  recordConsent,
  recordImportedConsents,
  type ConsentChangeRecord,
} from './consent.service.js';
export {
  unsubscribeLink,
  unsubscribeScope,
  type UnsubscribeLink,
  type UnsubscribeScope,
} from './consent.links.js';
