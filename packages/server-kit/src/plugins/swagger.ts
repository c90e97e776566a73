import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export type SwaggerOptions = {
  title: string;
  description: string;
  /** Where the browsable document is served; its JSON is at `${routePrefix}/json`. */
  routePrefix: string;
};

/** OpenAPI generated from the route registry's zod schemas, browsable at routePrefix. */
export const swaggerPlugin = fp(
  async (app, options: SwaggerOptions) => {
    await app.register(swagger, {
      openapi: {
        info: { title: options.title, description: options.description, version: '1' },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: options.routePrefix });
  },
  { name: 'swagger' },
);
