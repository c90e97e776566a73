import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route registry's zod schemas; browsable at /docs, JSON at /docs/json. */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Platform API',
          description:
            'Every answer is the envelope { success, errorCode, message, value }. ' +
            'Send the headers Merchant, Language (PT, EN, CN), Device and X-Gateway-Version; ' +
            'token routes also need Authorization.',
          version: '1',
        },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger' },
);
