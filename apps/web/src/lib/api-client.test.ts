import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ERROR_MESSAGES, decryptPayload } from '@platform/contracts';
import { changeLanguage } from '../i18n';
import { ApiError, apiGet, apiPost, apiRequest, fieldIssues, forgetPayloadKey } from './api-client';
import { useDialogStore } from '../components/dialog/dialog-store';
import { useSessionStore } from './session-store';
import type { WireSchema } from './wire-schema';

const envelope = (value: unknown, overrides: Record<string, unknown> = {}) => ({
  success: true,
  errorCode: null,
  message: '',
  value,
  ...overrides,
});

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

const sentRequest = () => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
};

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
};

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().clearToken();
  await changeLanguage('PT');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request headers', () => {
  it('sends merchant, device, language and gateway version, and no Authorization without a session', async () => {
    fetchMock.mockResolvedValue(jsonResponse(envelope({ ok: 1 })));
    await apiGet('/wps/system/status');
    const { headers, init } = sentRequest();
    expect(init.method).toBe('GET');
    expect(headers.get('merchant')).toBe('sortegrande');
    expect(headers.get('device')).toMatch(/^(WEB|MOBILE)$/);
    expect(headers.get('language')).toBe('PT');
    expect(headers.get('x-gateway-version')).toBe('3');
    expect(headers.has('authorization')).toBe(false);
  });

  it('sends the session token and the chosen language', async () => {
    useSessionStore.getState().setToken('tok-123');
    await changeLanguage('CN');
    fetchMock.mockResolvedValue(jsonResponse(envelope(null)));
    await apiGet('/wps/member/info');
    const { headers } = sentRequest();
    expect(headers.get('authorization')).toBe('tok-123');
    expect(headers.get('language')).toBe('CN');
  });

  it('encodes query parameters and skips empty ones', async () => {
    fetchMock.mockResolvedValue(jsonResponse(envelope({})));
    await apiGet('/wps/system/helpCenter', {
      query: { lang: 'EN', device: 'WEB', page: undefined, q: 'a b' },
    });
    expect(sentRequest().url).toBe('/wps/system/helpCenter?lang=EN&device=WEB&q=a+b');
  });

  it('sends a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse(envelope(true)));
    await apiRequest('/wps/feedback', { method: 'PUT', body: { content: 'hi' } });
    const { init, headers } = sentRequest();
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"content":"hi"}');
    expect(headers.get('content-type')).toBe('application/json');
  });
});

describe('envelope handling', () => {
  it('returns the value of a successful envelope', async () => {
    fetchMock.mockResolvedValue(jsonResponse(envelope({ status: 0 })));
    await expect(apiGet('/x')).resolves.toEqual({ status: 0 });
  });

  it('validates the value against a schema when given one', async () => {
    fetchMock.mockResolvedValue(jsonResponse(envelope({ n: 2, extra: true })));
    await expect(apiGet('/x', { schema: z.object({ n: z.number() }) })).resolves.toEqual({ n: 2 });
  });

  it('checks the value with a generated JSON Schema (no zod) and reports a mismatch the same way', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const schema: WireSchema<{ n: number }> = {
      type: 'object',
      properties: { n: { type: 'integer' } },
      required: ['n'],
    };
    fetchMock.mockResolvedValue(jsonResponse(envelope({ n: 2, extra: true })));
    // Keys the schema does not name are accepted, as zod's default objects accept them.
    await expect(apiGet('/x', { schema })).resolves.toEqual({ n: 2, extra: true });

    fetchMock.mockResolvedValue(jsonResponse(envelope({ n: 2.5 })));
    const error = await rejection(apiGet('/x', { schema }));
    expect(error).toMatchObject({ code: 'unknown', message: ERROR_MESSAGES.PT.unknown });
    expect(errors).toHaveBeenCalledWith('Unexpected response shape from /x', 'at /n');
  });

  it('reports a value of the wrong shape as an unknown error instead of rendering it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse(envelope({ n: 'two' })));
    const error = await rejection(apiGet('/x', { schema: z.object({ n: z.number() }) }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('unknown');
    expect(error.message).toBe(ERROR_MESSAGES.PT.unknown);
  });

  it('checks the value with a hand-written guard when given one, and reports a mismatch the same way', async () => {
    const isCount = (value: unknown): value is { n: number } =>
      typeof value === 'object' && value !== null && typeof (value as { n?: unknown }).n === 'number';
    fetchMock.mockResolvedValue(jsonResponse(envelope({ n: 3 })));
    await expect(apiGet('/x', { guard: isCount })).resolves.toEqual({ n: 3 });

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse(envelope({ n: 'three' })));
    const error = await rejection(apiGet('/x', { guard: isCount }));
    expect(error.code).toBe('unknown');
    expect(error.message).toBe(ERROR_MESSAGES.PT.unknown);
  });

  it('throws the server code and message for success:false, even on HTTP 200', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        envelope(null, { success: false, errorCode: 'quota-exceeded', message: 'Cota insuficiente.' }),
      ),
    );
    const error = await rejection(apiGet('/x'));
    expect(error).toMatchObject({ code: 'quota-exceeded', message: 'Cota insuficiente.', status: 200 });
  });

  it('throws for an error status with an envelope, keeping the HTTP status', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        envelope(null, { success: false, errorCode: 'validation-failed', message: 'Campos inválidos' }),
        400,
      ),
    );
    const error = await rejection(apiGet('/x'));
    expect(error).toMatchObject({ code: 'validation-failed', message: 'Campos inválidos', status: 400 });
  });

  it('fills in the translated catalogue message when the server sends none', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(envelope(null, { success: false, errorCode: 'forbidden' }), 403),
    );
    const error = await rejection(apiGet('/x'));
    expect(error.message).toBe(ERROR_MESSAGES.PT.forbidden);
  });

  it('maps a non-JSON gateway failure to service-unavailable', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await rejection(apiGet('/x'));
    expect(error).toMatchObject({ code: 'service-unavailable', status: 502 });
    expect(error.message).toBe(ERROR_MESSAGES.PT['service-unavailable']);
  });

  it('forgets the session when the server rejects the token', async () => {
    useSessionStore.getState().setToken('expired');
    fetchMock.mockResolvedValue(
      jsonResponse(
        envelope(null, { success: false, errorCode: 'unauthorized', message: 'Faça login.' }),
        401,
      ),
    );
    const error = await rejection(apiGet('/wps/member/info'));
    expect(error.code).toBe('unauthorized');
    expect(useSessionStore.getState().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('says why when the server ends the session for a used-up time of play, once, not silently', async () => {
    useSessionStore.getState().setToken('playing');
    const ended = () =>
      jsonResponse(
        envelope(
          { resetsAt: '2026-03-11T03:00:00.000Z' },
          {
            success: false,
            errorCode: 'session-time-limit-reached',
            message: ERROR_MESSAGES.PT['session-time-limit-reached'],
          },
        ),
        401,
      );
    fetchMock.mockImplementation(async () => ended());
    // Two requests in flight when the session ends: one dialog.
    const [first, second] = await Promise.all([
      rejection(apiGet('/wps/member/info')),
      rejection(apiGet('/wps/member/limits')),
    ]);
    expect(first.code).toBe('session-time-limit-reached');
    expect(second.code).toBe('session-time-limit-reached');
    expect(useSessionStore.getState().token).toBeNull();
    // The dialog's code is loaded when it is first needed.
    await vi.waitFor(() => expect(useDialogStore.getState().current).not.toBeNull());
    const dialog = useDialogStore.getState().current;
    expect(dialog).toMatchObject({ title: 'Seu tempo de jogo acabou' });
    expect(dialog?.html).toBe(
      `<p>${ERROR_MESSAGES.PT['session-time-limit-reached']} Você poderá entrar de novo a partir de 11/03/2026 00:00.</p>`,
    );
    const shown = dialog?.id;
    useDialogStore.getState().close();

    // Any other 401 still forgets the session without a dialog.
    useSessionStore.getState().setToken('again');
    fetchMock.mockResolvedValue(
      jsonResponse(
        envelope(null, { success: false, errorCode: 'unauthorized', message: 'Faça login.' }),
        401,
      ),
    );
    await rejection(apiGet('/wps/member/info'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(useDialogStore.getState().current).toBeNull();
    expect(shown).toBeDefined();
  });

  it('sends a cookie session with the custom headers and no Authorization; a 401 ends it in every tab', async () => {
    useSessionStore.getState().startCookieSession(0);
    fetchMock.mockResolvedValue(
      jsonResponse(
        envelope(null, { success: false, errorCode: 'unauthorized', message: 'Faça login.' }),
        401,
      ),
    );
    await rejection(apiGet('/wps/member/info'));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('x-gateway-version')).toBe('3');
    expect(init.credentials).toBe('same-origin');
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('session')).toBeNull();
  });
});

describe('network failure', () => {
  it('becomes service-unavailable with the message in the current language', async () => {
    await changeLanguage('EN');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(apiGet('/x'));
    expect(error).toMatchObject({ code: 'service-unavailable', status: 0 });
    expect(error.message).toBe(ERROR_MESSAGES.EN['service-unavailable']);
  });

  it('lets a cancellation through untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    fetchMock.mockRejectedValue(abort);
    await expect(apiGet('/x', { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('encrypted payloads', () => {
  const keyPair = () =>
    crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );

  const keyAnswer = async (keyId: string, publicKey: CryptoKey) =>
    jsonResponse(
      envelope({
        keyId,
        algorithm: 'RSA-OAEP-256+A256GCM',
        publicKey: await crypto.subtle.exportKey('jwk', publicKey),
      }),
    );

  beforeEach(() => forgetPayloadKey());

  it('fetches the key once, then sends the Encryption header and { value } the server can decrypt', async () => {
    const keys = await keyPair();
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/wps/system/payloadKey'
        ? keyAnswer('k1', keys.publicKey)
        : jsonResponse(envelope({ token: 't' })),
    );

    await apiPost('/wps/session/login', { body: { username: 'ana', password: 'Segredo1' }, encrypt: true });
    await apiPost('/wps/session/login', { body: { username: 'bia', password: 'Segredo2' }, encrypt: true });

    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual(['/wps/system/payloadKey', '/wps/session/login', '/wps/session/login']);
    const [, init] = fetchMock.mock.calls[1] ?? [];
    const headers = new Headers(init?.headers);
    const header = headers.get('encryption') ?? '';
    expect(header).toMatch(/^v1\.k1\./);
    expect(headers.get('content-type')).toBe('application/json');
    const sent = JSON.parse(String(init?.body)) as { value: string };
    expect(Object.keys(sent)).toEqual(['value']);
    expect(String(init?.body)).not.toContain('Segredo1');
    await expect(decryptPayload(keys.privateKey, header, sent.value)).resolves.toEqual({
      username: 'ana',
      password: 'Segredo1',
    });
  });

  it('refetches the key once and retries when the server cannot read the payload', async () => {
    const oldKeys = await keyPair();
    const newKeys = await keyPair();
    let keyCalls = 0;
    let loginCalls = 0;
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === '/wps/system/payloadKey') {
        keyCalls += 1;
        return keyCalls === 1 ? keyAnswer('old', oldKeys.publicKey) : keyAnswer('new', newKeys.publicKey);
      }
      loginCalls += 1;
      return loginCalls === 1
        ? jsonResponse(
            envelope(null, { success: false, errorCode: 'encrypted-payload-invalid', message: 'x' }),
            400,
          )
        : jsonResponse(envelope({ ok: true }));
    });

    await expect(apiPost('/wps/session/login', { body: { a: 1 }, encrypt: true })).resolves.toEqual({
      ok: true,
    });
    expect(keyCalls).toBe(2);
    const [, retry] = fetchMock.mock.calls[3] ?? [];
    expect(new Headers(retry?.headers).get('encryption')).toMatch(/^v1\.new\./);
  });

  it('gives up after one retry', async () => {
    const keys = await keyPair();
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/wps/system/payloadKey'
        ? keyAnswer('k', keys.publicKey)
        : jsonResponse(
            envelope(null, { success: false, errorCode: 'encrypted-payload-invalid', message: 'x' }),
            400,
          ),
    );
    const error = await rejection(apiPost('/wps/session/login', { body: {}, encrypt: true }));
    expect(error.code).toBe('encrypted-payload-invalid');
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/wps/session/login')).toHaveLength(2);
  });

  it('keeps the error value (field errors, challenges) for the caller', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        envelope(
          { fields: [{ field: 'username', messageKey: 'required', message: 'Vazio' }] },
          { success: false, errorCode: 'validation-failed', message: 'Campos' },
        ),
        400,
      ),
    );
    const error = await rejection(apiPost('/wps/member/register', { body: {} }));
    expect(fieldIssues(error)).toEqual([{ field: 'username', messageKey: 'required', message: 'Vazio' }]);
  });

  it('sends a form post as application/x-www-form-urlencoded', async () => {
    fetchMock.mockResolvedValue(jsonResponse(envelope(null)));
    await apiPost('/wps/member/password/email', { form: { username: 'ana', email: 'a@b.co' } });
    const { init, headers } = sentRequest();
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('username=ana&email=a%40b.co');
  });
});
