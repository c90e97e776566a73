import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_CATALOGUE,
  FIELD_MESSAGES,
  errorMessage,
  type ApiEnvelope,
  type ErrorCode,
  type FieldIssue,
  type SupportedLanguage,
} from '@platform/contracts';
import { isAppError } from '../app-error.js';

export const sendError = (
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  value: unknown = null,
  status: number = ERROR_CATALOGUE[code].status,
): FastifyReply => {
  const body: ApiEnvelope<unknown> = {
    success: false,
    errorCode: code,
    message: errorMessage(code, request.language),
    value,
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
};

type ValidationItem = { instancePath: string; keyword: string; message?: string | undefined };

const fieldIssues = (
  items: ValidationItem[],
  context: string | undefined,
  language: SupportedLanguage,
): FieldIssue[] =>
  items.map((item) => {
    const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // zod reports a missing field as an invalid type whose input is undefined.
    const missing = item.keyword === 'invalid_type' && /received undefined/.test(item.message ?? '');
    const messageKey = missing ? 'required' : item.keyword;
    const messages = FIELD_MESSAGES[language];
    return {
      field: path || context || '',
      messageKey,
      message: messages[messageKey] ?? messages.invalid ?? '',
    };
  });

/** Maps a Fastify framework error (parsing, limits) to a catalogue code. */
const frameworkErrorCode = (error: FastifyError): ErrorCode | null => {
  const status = error.statusCode ?? 500;
  if (status === 413) return 'payload-too-large';
  if (status === 415) return 'unsupported-media-type';
  if (status === 404) return 'not-found';
  if (status === 405) return 'method-not-allowed';
  if (status === 429) return 'too-many-requests';
  if (status >= 400 && status < 500) return 'malformed-request';
  return null;
};

/**
 * One place turns every failure into the envelope: validation failures list their fields,
 * AppErrors carry their catalogue code, framework errors map by status, and anything else is a
 * 500 'unknown' whose details go to the log only — never to the client.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = fieldIssues(error.validation, error.validationContext, request.language);
        return sendError(reply, request, 'validation-failed', { fields });
      }
      if (isAppError(error)) {
        if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.code);
        return sendError(reply, request, error.code, error.value, error.status);
      }
      const code = frameworkErrorCode(error);
      if (code) return sendError(reply, request, code);
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, request, 'unknown');
    });
  },
  { name: 'error-handler', dependencies: ['request-context'] },
);
