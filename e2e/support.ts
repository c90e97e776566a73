import type { APIRequestContext } from '@playwright/test';
import type { SystemStatusResponse } from '@platform/contracts';

/** The status the server under test reports, so assertions follow its seeded configuration. */
export const fetchStatus = async (request: APIRequestContext): Promise<SystemStatusResponse> => {
  const response = await request.get('/wps/system/status');
  const body = (await response.json()) as { value: SystemStatusResponse };
  return body.value;
};
