import type { SupportedLanguage } from '@platform/contracts';
import { checkAnswer, type ResponseSchema } from './api-client';
import { browserSessionStorage } from './browser-storage';

type Entry = { language: SupportedLanguage; value: unknown };

const read = async <T>(
  key: string,
  language: SupportedLanguage,
  schema: ResponseSchema<T>,
): Promise<T | undefined> => {
  try {
    const raw = browserSessionStorage()?.getItem(key);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as Partial<Entry>;
    if (entry.language !== language) return undefined;
    const checked = checkAnswer(schema, entry.value);
    return checked.success ? checked.data : undefined;
  } catch {
    return undefined;
  }
};

const write = (key: string, language: SupportedLanguage, value: unknown) => {
  try {
    browserSessionStorage()?.setItem(key, JSON.stringify({ language, value } satisfies Entry));
  } catch {
    // A full quota or disabled storage: the answer still serves this page view from memory.
  }
};

/**
 * Spec section 9: hot games and vendors are kept for the session until the language changes.
 * The stored answer is reused only for the language it was fetched in and only while it still
 * matches its schema (a deployment may change the shape).
 */
export const cachedForSession = async <T>(input: {
  key: string;
  language: SupportedLanguage;
  schema: ResponseSchema<T>;
  fetch: () => Promise<T>;
}): Promise<T> => {
  const stored = await read(input.key, input.language, input.schema);
  if (stored !== undefined) return stored;
  const value = await input.fetch();
  write(input.key, input.language, value);
  return value;
};
