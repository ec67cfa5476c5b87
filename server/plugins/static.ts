import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built app (STATIC_DIR, the `vite build` output) on the same origin as the API.
 * Caching follows what each file is: hashed assets never change, so browsers keep them a year; the
 * shell and the service worker must be revalidated every time or users would be stuck on an old app.
 */

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with index.html (SPA fallback), or a plain 503 when the app has not been built. */
    sendAppShell(): Promise<FastifyReply>;
  }
}

export interface StaticOptions {
  root: string;
}

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const moderate = 'public, max-age=86400';

const alwaysRevalidated = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export function cacheControlFor(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const name = path.basename(relative);
  if (relative.startsWith('assets/')) return immutable;
  if (alwaysRevalidated.has(name) || /^workbox-.*\.js$/.test(name) || name.endsWith('.html'))
    return revalidate;
  return moderate;
}

const staticPlugin: FastifyPluginAsync<StaticOptions> = async (app, { root }) => {
  const indexFile = path.join(root, 'index.html');

  await app.register(fastifyStatic, {
    root,
    // The app may be built after the server starts (or never, for an API-only test run).
    suppressWarning: true,
    cacheControl: false,
    dotfiles: 'ignore',
    index: ['index.html'],
    setHeaders(reply, file) {
      reply.header('cache-control', cacheControlFor(root, file));
      if (file.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json');
    },
  });

  const appIsBuilt = () =>
    access(indexFile).then(
      () => true,
      () => false,
    );

  app.decorateReply('sendAppShell', async function (this: FastifyReply) {
    if (!(await appIsBuilt())) {
      return this.code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The app has not been built yet. Run npm run build.');
    }
    return this.code(200).sendFile('index.html');
  });

  app.addHook('onReady', async () => {
    if (!(await appIsBuilt())) {
      app.log.warn(
        { staticDir: root },
        'No index.html in STATIC_DIR: the API works, the app answers 503 until built',
      );
    }
  });
};

export default fp(staticPlugin, { name: 'static' });
