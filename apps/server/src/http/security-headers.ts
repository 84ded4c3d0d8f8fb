import { randomBytes } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The portal's Content-Security-Policy: only its own scripts and styles, never inline script, never
 * framed. antd writes its CSS-in-JS into <style> elements, which carry the page's per-response nonce
 * (see `pageSecurityPolicy`). No `upgrade-insecure-requests`: a LAN install may serve plain HTTP.
 */
const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const HSTS = 'max-age=31536000; includeSubDomains';

/** A fresh nonce for one page's <style> elements (128 random bits, base64). */
export function newStyleNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The policy of one served page, whose style elements carry `styleNonce`. */
export function pageSecurityPolicy(styleNonce: string): string {
  return Object.entries(DIRECTIVES)
    .map(([name, values]) =>
      [name, ...values, ...(name === 'style-src' ? [`'nonce-${styleNonce}'`] : [])].join(' '),
    )
    .join('; ');
}

/**
 * Helmet's headers on every response (the policy above, X-Frame-Options DENY, nosniff, same-origin
 * referrer and cross-origin policies), and HSTS when the portal is reached over HTTPS: a request that
 * came in over TLS (directly, or through a trusted proxy's X-Forwarded-Proto) or a PUBLIC_URL on https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Set below, only where the browser will honour it: HSTS over plain HTTP would be a lie.
    strictTransportSecurity: false,
  });
  const httpsEverywhere = publicUrl.startsWith('https:');
  app.addHook('onRequest', async (request, reply) => {
    if (httpsEverywhere || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
