import { AffiliateResponse } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/agent/affiliate: whether an invitation code exists ('invalid-invitation-code' if not). */
export const checkAffiliate = (code: string, domain: string) =>
  apiGet('/wps/agent/affiliate', { query: { code, domain }, schema: AffiliateResponse });
