import { FIELD_MESSAGES, type FieldIssue, type SupportedLanguage } from '@platform/contracts';
import { AppError } from './app-error.js';

/** A field-level message of spec section 5, with {{placeholders}} filled in. */
export const fieldIssue = (
  field: string,
  messageKey: string,
  language: SupportedLanguage,
  values: Record<string, string | number> = {},
): FieldIssue => {
  let message = FIELD_MESSAGES[language][messageKey] ?? FIELD_MESSAGES[language].invalid ?? '';
  for (const [name, value] of Object.entries(values)) message = message.replace(`{{${name}}}`, String(value));
  return { field, messageKey, message };
};

/** The same envelope shape schema validation produces, so clients handle one kind of field error. */
export const fieldsRejected = (fields: FieldIssue[]): AppError =>
  new AppError('validation-failed', { value: { fields } });
