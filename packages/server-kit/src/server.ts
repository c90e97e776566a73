import Fastify, { type FastifyInstance, type FastifyLoggerOptions, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loggerOptions } from './log-redaction.js';

/**
 * A Fastify server as every app of the repository starts one: the redacted logger (no token,
 * password, code or signature in a header, a URL or an error), a generated request id sent back
 * in `x-request-id` (so one failing request can be found in the logs from its answer), zod schemas
 * for validation and serialisation, and JSON only: a text/plain body is refused (415) rather than
 * half parsed. What differs per app (body limit, proxies it trusts, other body types) is its own.
 */
export const createServer = (options: {
  logLevel: string;
  logStream?: FastifyLoggerOptions['stream'];
  bodyLimit: number;
  trustProxy?: FastifyServerOptions['trustProxy'];
}): FastifyInstance => {
  const app = Fastify({
    logger: loggerOptions(options.logLevel, options.logStream),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    bodyLimit: options.bodyLimit,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  return app;
};
