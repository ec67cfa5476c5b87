import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '../http/response-schemas';

/**
 * Unknown URLs. API and media paths always answer a JSON 404, never HTML (a client parsing JSON, or the
 * service worker, must not receive the app shell). A browser navigating to a client route such as
 * /library gets the app shell, and the React router takes over.
 */

const jsonOnlyPrefixes = ['/api/', '/media/'];

function isJsonOnlyPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? url;
  return pathname === '/api' || pathname === '/media' || jsonOnlyPrefixes.some((p) => pathname.startsWith(p));
}

function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? request.url;
  const hasExtension = /\.[^/]+$/.test(pathname);
  return !hasExtension || (request.headers.accept ?? '').includes('text/html');
}

const notFoundPlugin: FastifyPluginAsync = async (app) => {
  app.setNotFoundHandler(async (request, reply) => {
    if (!isJsonOnlyPath(request.url) && wantsAppShell(request)) return reply.sendAppShell();
    const pathname = request.url.split('?', 1)[0];
    const body: ErrorBody = { message: `Route ${request.method} ${pathname} not found`, code: 'NOT_FOUND' };
    return reply.code(404).header('cache-control', 'no-store').send(body);
  });
};

export default fp(notFoundPlugin, { name: 'not-found', dependencies: ['static'] });
