import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { appVersion } from '../version';

/**
 * The OpenAPI 3.1 document is generated from the routes' zod schemas, so it cannot drift from what the
 * server validates. Zod schemas registered with `.meta({ id })` become shared components.
 * Served as a page at /api/docs and as JSON at /api/docs/json.
 */

export const docsPrefix = '/api/docs';

// Swagger UI styles its widgets inline and draws icons from data: URLs; this policy applies to its
// pages only, the app keeps the stricter one from security.ts.
const docsContentSecurityPolicy = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

const openapiPlugin: FastifyPluginAsync = async (app) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fablecast API',
        description:
          'Audio stories for families. Success bodies are { data }; errors are { message, code, details? }.',
        version: appVersion,
      },
      servers: [],
      components: {
        // Routes that need a signed-in parent declare `security: [{ bearerAuth: [] }]`.
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: docsPrefix,
    staticCSP: docsContentSecurityPolicy,
    // Never send our document to swagger.io's online validator (also the default).
    validatorUrl: false,
  });
};

export default fp(openapiPlugin, { name: 'openapi' });
