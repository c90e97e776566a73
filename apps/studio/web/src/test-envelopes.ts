// What the studio's API answers, for the page tests' mocked calls (packages/server-kit's envelope).

export type Envelope = { success: boolean; errorCode: string | null; message: string; value: unknown };

export const ok = (value: unknown): Envelope => ({ success: true, errorCode: null, message: 'OK', value });

export const refused = (errorCode: string, message: string, value: unknown = null): Envelope => ({
  success: false,
  errorCode,
  message,
  value,
});

/** Text with the non-breaking spaces of Intl's money replaced, for comparing. */
export const plain = (text: string | null | undefined) =>
  (text ?? '').replace(/[\s\u00a0\u202f]+/gu, ' ').trim();
