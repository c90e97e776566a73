import { request } from '@playwright/test';
import { apiLogin } from './accounts-support';
import { SERVERS } from './servers';

/**
 * The demo seed publishes announcement popups for visitors and members (docs/messaging.md), and
 * the site opens them over the first page of every new tab: every spec would have to close one
 * first. Before any test runs (the servers are up by then), the operator routes disable the demo
 * popups on the servers the specs browse; e2e/specs/announcements/popup.spec.ts publishes the
 * popups it tests and deletes them afterwards. Maintenance and blocked servers close the call, so
 * they show no popup.
 */
export default async function globalSetup() {
  // A run of the engine-specific specs alone starts the site only (playwright.config.ts).
  const browsed = process.env.E2E_ONLY_ENGINE_SPECIFIC === '1' ? ['site'] : ['site', 'games', 'periods'];
  for (const name of browsed as ('site' | 'games' | 'periods')[]) {
    const api = await request.newContext({ baseURL: SERVERS[name].url });
    try {
      const token = await apiLogin(api, 'operador', 'Demo2026', 'operator');
      const list = (await (await api.get('/ops/announcements', { headers: { authorization: token } })).json())
        .value.list as { key: string; type: string; enabled: boolean }[];
      for (const item of list.filter((row) => row.type === 'PU' && row.enabled)) {
        const response = await api.post('/ops/announcements/enable', {
          headers: { authorization: token },
          data: { key: item.key, enabled: false },
        });
        if (!response.ok()) throw new Error(`${name}: disabling ${item.key} answered ${response.status()}`);
      }
    } finally {
      await api.dispose();
    }
  }
}
