import type { SupportedLanguage } from '@platform/contracts';
import { apiPut } from './api-client';
import * as wire from './wire-schemas.generated';
import { useSessionStore } from './session-store';

/**
 * PUT /wps/member/language (decision 0023): a logged-in member's language switch is told to the
 * server, which writes their SMS and e-mails in it. Nothing to tell without a session; a failure
 * changes nothing on the page (the interface has switched) and the next switch tells it again.
 */
export const tellServerLanguage = async (language: SupportedLanguage): Promise<boolean> => {
  if (!useSessionStore.getState().token) return false;
  try {
    await apiPut('/wps/member/language', { body: { language }, schema: wire.MemberLanguageResponse });
    return true;
  } catch {
    return false;
  }
};
