import fp from 'fastify-plugin';
import { fieldIssue, fieldsRejected } from '../field-issues.js';
import { findUnsafeText } from '../unsafe-text.js';

/** Enough to show the caller what to fix; a body of a thousand bad strings gets a short answer. */
const MAX_FIELDS = 10;

/**
 * Refuses, for every route, a path parameter, query value or body (JSON or form, after the crypto
 * envelope has decrypted it, in an app that has one) holding a control character or a lone surrogate, in any string or key
 * at any depth: a 400 `validation-failed` naming each field, before any schema or handler runs.
 * One check here instead of one per schema, so a new route, a `z.unknown()` body or a signed raw
 * body cannot forget it (docs/decisions/0007-request-input-and-logs.md).
 */
export const textGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      // The site's pages (history-mode fallback) read nothing; they are served as they are.
      if (request.is404) return;
      const fields = [
        ...findUnsafeText(request.params).map((path) => path || 'params'),
        ...findUnsafeText(request.query).map((path) => path || 'querystring'),
        ...findUnsafeText(request.body).map((path) => path || 'body'),
      ];
      if (fields.length === 0) return;
      throw fieldsRejected(
        fields.slice(0, MAX_FIELDS).map((field) => fieldIssue(field, 'invalid_characters', request.language)),
      );
    });
  },
  // Register it after any plugin that rewrites the body in preValidation (the platform's crypto
  // envelope decrypts there): hooks run in the order they are added, so it sees the final payload.
  { name: 'text-guard', dependencies: ['error-handler'] },
);
