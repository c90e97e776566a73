import {
  RequestHeader,
  type SlotSpinRequest,
  type SlotSpinResponse,
  type StudioSessionRequest,
  type StudioSessionResponse,
  type SupportedLanguage,
} from '@platform/contracts';

/** A refused or failed call: the server's stable code, its translated message, and its detail. */
export class StudioError extends Error {
  readonly code: string;
  readonly value: unknown;

  constructor(input: { code: string; message: string; value?: unknown }) {
    super(input.message);
    this.name = 'StudioError';
    this.code = input.code;
    this.value = input.value ?? null;
  }
}

/** The balance an insufficient-funds refusal carries, when it does. */
export const refusedBalance = (error: StudioError): number | null => {
  const value = error.value as { balance?: unknown } | null;
  return typeof value?.balance === 'number' ? value.balance : null;
};

type Envelope = { success?: unknown; errorCode?: unknown; message?: unknown; value?: unknown };

const loadSchemas = () => import('./schemas');

const post = async <T>(input: {
  path: string;
  body: unknown;
  language: SupportedLanguage;
  /** Message shown when the server cannot be reached or answers something unreadable. */
  offlineMessage: string;
  schema: (schemas: Awaited<ReturnType<typeof loadSchemas>>) => { parse: (value: unknown) => T };
}): Promise<T> => {
  const unavailable = () => new StudioError({ code: 'service-unavailable', message: input.offlineMessage });
  // The schemas start loading with the request, not after it.
  const schemas = loadSchemas();
  let envelope: Envelope;
  try {
    const response = await fetch(input.path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [RequestHeader.language]: input.language,
      },
      body: JSON.stringify(input.body),
    });
    envelope = (await response.json()) as Envelope;
  } catch {
    throw unavailable();
  }
  if (envelope.success !== true) {
    if (typeof envelope.errorCode !== 'string') throw unavailable();
    throw new StudioError({
      code: envelope.errorCode,
      message:
        typeof envelope.message === 'string' && envelope.message ? envelope.message : input.offlineMessage,
      value: envelope.value,
    });
  }
  try {
    return input.schema(await schemas).parse(envelope.value);
  } catch {
    // An answer that does not match the contract is never rendered.
    throw unavailable();
  }
};

export type StudioApi = {
  openSession: (request: StudioSessionRequest) => Promise<StudioSessionResponse>;
  spin: (request: SlotSpinRequest) => Promise<SlotSpinResponse>;
};

export const createStudioApi = (language: SupportedLanguage, offlineMessage: string): StudioApi => ({
  openSession: (body) =>
    post({
      path: '/studio/api/session',
      body,
      language,
      offlineMessage,
      schema: (schemas) => schemas.StudioSessionResponse,
    }),
  spin: (body) =>
    post({
      path: '/studio/api/slots/spin',
      body,
      language,
      offlineMessage,
      schema: (schemas) => schemas.SlotSpinResponse,
    }),
});
