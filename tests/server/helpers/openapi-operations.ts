import { z } from 'zod';
import type { App } from '../../../server/app';

/**
 * The operations of the app's OpenAPI document, flattened to what the tests that walk every route
 * need: the path and query parameters, and the top-level body fields (required ones apart).
 */

export interface Operation {
  /** `METHOD /api/v1/path/{param}`, as the OpenAPI document writes it. */
  route: string;
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  secured: boolean;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  requiredBodyFields: string[];
}

const schema = z.object({
  properties: z.record(z.string(), z.unknown()).optional(),
  required: z.array(z.string()).optional(),
});
const operationSchema = z.object({
  parameters: z.array(z.object({ in: z.string(), name: z.string() })).optional(),
  requestBody: z
    .object({
      content: z.record(z.string(), z.object({ schema: schema.or(z.object({ $ref: z.string() })) })),
    })
    .optional(),
  security: z.array(z.unknown()).optional(),
});
const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.object({ schemas: z.record(z.string(), schema) }),
});
const methods = z.enum(['GET', 'PUT', 'POST', 'PATCH', 'DELETE']);

export async function openApiOperations(app: App): Promise<Operation[]> {
  const document = documentSchema.parse((await app.inject({ method: 'GET', url: '/api/docs/json' })).json());
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, raw]) => {
      const operation = operationSchema.parse(raw);
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content['application/json']?.schema;
      const resolved =
        body && '$ref' in body ? document.components.schemas[body.$ref.split('/').pop() ?? ''] : body;
      return {
        route: `${method.toUpperCase()} ${path}`,
        method: methods.parse(method.toUpperCase()),
        path,
        secured: operation.security !== undefined,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(resolved?.properties ?? {}),
        requiredBodyFields: resolved?.required ?? [],
      };
    }),
  );
}
