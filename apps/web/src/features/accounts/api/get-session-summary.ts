import { apiGet } from '../../../lib/api-client';
import * as wire from '../../../lib/wire-schemas.generated';

/**
 * GET /wps/member/session/summary: the reality check's figures (time and play since this session
 * started) and when the next check is due. Checked without zod: it is asked from every page.
 */
export const getSessionSummary = (signal?: AbortSignal) =>
  apiGet('/wps/member/session/summary', { schema: wire.SessionSummaryResponse, signal });
