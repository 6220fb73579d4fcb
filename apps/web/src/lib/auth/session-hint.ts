/**
 * Whether the server has said a session is there: its hint cookie (SESSION_HINT_COOKIE), set
 * and cleared with the HttpOnly session cookie, which the page cannot read. Without it the
 * current-user check is skipped, so a signed-out page asks nothing that answers 401 (issue #28).
 */
import { SESSION_HINT_COOKIE } from '@daybook/contracts';

/** True when the session hint cookie is present. */
export function hasSessionHint(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
