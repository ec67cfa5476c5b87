import fastifyHelmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers for every response. The CSP allows exactly what the app needs: its own scripts,
 * styles, worker and manifest; inline styles because Radix and sonner position elements with style
 * attributes; blob: media and images for downloaded audio and covers; Google's sign-in script, frame
 * and token endpoint. /api/docs carries its own CSP (see openapi.ts).
 */

export interface SecurityOptions {
  publicUrl: string | undefined;
}

const google = 'https://accounts.google.com';

export const appContentSecurityPolicy = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'", google],
  styleSrc: ["'self'", "'unsafe-inline'", google],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'", google],
  frameSrc: [google],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  scriptSrcAttr: ["'none'"],
};

/**
 * Powerful browser features, off unless the app uses them (ADR 037): it plays audio (autoplay, so the
 * next chapter starts by itself), offers the system share sheet (web-share) and may go full screen.
 * The Media Session, notifications, storage persistence and Google sign-in need no entry here.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=(self)',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'web-share=(self)',
  'xr-spatial-tracking=()',
].join(', ');

const securityPlugin: FastifyPluginAsync<SecurityOptions> = async (app, { publicUrl }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
  const https = publicUrl?.startsWith('https://') ?? false;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...appContentSecurityPolicy,
        // Over plain http (a LAN install) upgrading would break every request, so only behind https.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only a site that is really served over https may promise browsers it always will be.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    // Would block cross-origin resources that do not opt in, such as Google's sign-in button.
    crossOriginEmbedderPolicy: false,
    // Google sign-in talks to its popup through window.opener; plain same-origin would cut it off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Matches frame-ancestors 'none' for browsers that only read the older header.
    xFrameOptions: { action: 'deny' },
  });
};

export default fp(securityPlugin, { name: 'security' });
