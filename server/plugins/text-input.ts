import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/**
 * PostgreSQL cannot store U+0000 in text or jsonb: a name with a NUL in it would be a 500 at the INSERT.
 * So every request's body and query are refused up front, with a 400 naming the field, before any
 * module's schema runs. The walk is iterative: a deeply nested body must not overflow the stack.
 */

const nul = '\u0000';

function pathWithNul(root: unknown, rootName: string): string | undefined {
  const stack: Array<[unknown, string]> = [[root, rootName]];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes(nul)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push([item, `${path}.${index}`]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(nul)) return path;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

const textInputPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', async (request) => {
    const path = pathWithNul(request.body, 'body') ?? pathWithNul(request.query, 'querystring');
    if (path === undefined) return;
    const message = 'must not contain the NUL character (U+0000)';
    throw new AppError('VALIDATION_ERROR', 400, `${path}: ${message}`, [{ path, message }]);
  });
};

export default fp(textInputPlugin, { name: 'text-input' });
