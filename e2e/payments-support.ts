import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { apiLogin } from './accounts-support';

/** The demo operator's session token, from the encrypted login call with the operator portal. */
export const operatorToken = (request: APIRequestContext): Promise<string> =>
  apiLogin(request, 'operador', 'Demo2026', 'operator');

/** Calls the operators' API (/ops/*) as the back office would, and answers the envelope's value. */
export const operatorApi = (request: APIRequestContext, token: string) => {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) => {
    const response = await request.fetch(url, {
      method,
      headers: { authorization: token, 'content-type': 'application/json' },
      ...(data === undefined ? {} : { data }),
    });
    const answer = await response.json();
    expect(answer.success, `${method} ${url}: ${JSON.stringify(answer)}`).toBe(true);
    return answer.value;
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, data: unknown) => call('POST', url, data),
    put: (url: string, data: unknown) => call('PUT', url, data),
  };
};

/**
 * Pays a charge the way a tester does: the sandbox gateway's page, in a tab of its own, "Pagar
 * como titular" on the card with the charge's reference.
 */
export const payInSandbox = async (context: BrowserContext, reference: string) => {
  const bank = await context.newPage();
  await bank.goto('/sandbox/pix');
  const card = bank.locator('li.card', { hasText: reference });
  await card.getByRole('button', { name: 'Pagar como titular' }).click();
  await expect(bank.getByRole('status')).toContainText(`Pago: `);
  await expect(bank.getByRole('status')).toContainText('a plataforma confirmou o aviso');
  await bank.close();
};

/** The reference of the charge the deposit page shows. */
export const chargeReference = async (page: Page) => {
  const note = await page.getByTestId('deposit-charge').locator('.payments-note').textContent();
  const reference = /D[0-9A-F]{12}/u.exec(note ?? '')?.[0];
  expect(reference).toBeTruthy();
  return reference!;
};
