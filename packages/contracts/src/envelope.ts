import { z } from 'zod';

/**
 * Every API answer has this shape; existing clients of this API read exactly these four keys.
 * `errorCode` is null on success; `message` is the translated text for the request's language.
 */
export type ApiEnvelope<T> = {
  success: boolean;
  errorCode: string | null;
  message: string;
  value: T;
};

export const envelopeOf = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    errorCode: z.string().nullable(),
    message: z.string(),
    value,
  });

export const ErrorEnvelope = envelopeOf(z.unknown());

/** Per-field problems of a rejected request, carried in `value.fields` of an error envelope. */
export type FieldIssue = { field: string; messageKey: string; message: string };
