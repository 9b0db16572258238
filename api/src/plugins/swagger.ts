import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

/** Collects every route's schema into the OpenAPI document served at GET /api/docs/json. */
export const swaggerPlugin = fp(async (fastify) => {
  await fastify.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ft8 REST API',
        version: '1.0.0',
        description: 'The system of record: contacts, capital providers, lookups, accounts.',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' } },
      },
    },
  });
});
