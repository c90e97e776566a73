import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { SystemStatusResponse } from '@platform/contracts';
import { DialogHost } from './components/dialog/dialog-host';
import { pt } from './i18n/pt';
import { SystemInfoContext } from './lib/system-info';
import { statusFixture } from './test-fixtures';

/**
 * Renders UI the way the app does: i18n, a fresh query client, the status answer, a memory
 * router at `path`, and the generic dialog host.
 */
export const renderWithApp = (
  ui: ReactNode,
  { path = '/', status = statusFixture() }: { path?: string; status?: SystemStatusResponse } = {},
) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SystemInfoContext value={status}>
        <RouterProvider router={router} />
      </SystemInfoContext>
      <DialogHost />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
};

type Handler = (request: { url: URL; init: RequestInit | undefined }) => unknown;

export const envelope = (value: unknown) => ({ success: true, errorCode: null, message: '', value });

/** An API failure as the server sends it. */
export const apiFailure = (code: string, message: string, value: unknown = null, status = 400) =>
  Response.json({ success: false, errorCode: code, message, value }, { status });

let keyAnswer: Promise<unknown> | null = null;

/** A real RSA key, so encrypted calls go through the same code as in the browser. */
const payloadKey = () => {
  keyAnswer ??= (async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    return {
      keyId: 'test',
      algorithm: 'RSA-OAEP-256+A256GCM',
      publicKey: await crypto.subtle.exportKey('jwk', pair.publicKey),
    };
  })();
  return keyAnswer;
};

/**
 * Stubs fetch with handlers keyed 'METHOD /path'. A handler returns a value (wrapped in a
 * success envelope) or a Response; unknown calls answer 404 'not-found'.
 */
export const mockApi = (handlers: Record<string, Handler>) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (key === 'GET /wps/system/payloadKey' && !handlers[key])
      return Response.json(envelope(await payloadKey()));
    const handler = handlers[key];
    if (!handler) return apiFailure('not-found', 'Not found', null, 404);
    const result = await handler({ url, init });
    return result instanceof Response ? result : Response.json(envelope(result));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** The calls made to one endpoint, in order. */
export const callsTo = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}` === key;
  });

export const memberFixture = (overrides: Record<string, unknown> = {}) => ({
  id: 'm1',
  account: 'ana2026',
  nickname: 'Ana',
  userName: 'ana2026',
  type: 0,
  balance: 123456,
  currencySymbol: 'R$',
  unreadMessage: 0,
  availablePromoCount: 0,
  availablePromo: [],
  hasVip: false,
  vipLabelName: null,
  vipRankLevel: null,
  ...overrides,
});

export const loginResponseFixture = (overrides: Record<string, unknown> = {}) => ({
  token: 'session-token',
  firstTimeLogin: false,
  passwordExpired: false,
  userInfo: memberFixture(),
  rememberToken: null,
  ...overrides,
});

/** A field message of the Portuguese resources (FIELD_MESSAGES), typed as present. */
export const fieldText = (key: string): string => {
  const text = pt.fields[key];
  if (!text) throw new Error(`no field message ${key}`);
  return text;
};
