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

/** A contract schema, loaded on demand (its own chunk) so zod stays out of the page's entry. */
export type LazySchema<T> = () => Promise<{ parse: (value: unknown) => T }>;

const post = async <T>(input: {
  path: string;
  body: unknown;
  language: SupportedLanguage;
  /** Message shown when the server cannot be reached or answers something unreadable. */
  offlineMessage: string;
  schema: LazySchema<T>;
}): Promise<T> => {
  const unavailable = () => new StudioError({ code: 'service-unavailable', message: input.offlineMessage });
  // The schema starts loading with the request, not after it.
  const schema = input.schema();
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
    return (await schema).parse(envelope.value);
  } catch {
    // An answer that does not match the contract is never rendered.
    throw unavailable();
  }
};

export type StudioApi = {
  openSession: (request: StudioSessionRequest) => Promise<StudioSessionResponse>;
  spin: (request: SlotSpinRequest) => Promise<SlotSpinResponse>;
  /** Any other call of the studio's API (`/studio/api/...`), answered through `schema`. */
  call: <T>(path: string, body: unknown, schema: LazySchema<T>) => Promise<T>;
};

export const createStudioApi = (language: SupportedLanguage, offlineMessage: string): StudioApi => {
  const call = <T>(path: string, body: unknown, schema: LazySchema<T>) =>
    post({ path, body, language, offlineMessage, schema });
  return {
    openSession: (body) =>
      call('/studio/api/session', body, () => loadSchemas().then((schemas) => schemas.StudioSessionResponse)),
    spin: (body) =>
      call('/studio/api/slots/spin', body, () => loadSchemas().then((schemas) => schemas.SlotSpinResponse)),
    call,
  };
};
