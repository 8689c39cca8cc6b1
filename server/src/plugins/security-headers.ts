import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer (pages and API). Scripts only from the site itself:
 * no inline script and no eval, so injected markup cannot run code even if a sanitiser missed it.
 * Styles allow 'unsafe-inline' because styled-components writes its rules into <style> tags at
 * run time (a nonce would need a per-response index.html); style injection cannot run script.
 * `frame-ancestors 'none'`: no other site may frame any page (clickjacking of the slip or /admin).
 * `connect-src` also names the API origins of the served UI's config.json (`connectOrigins`, ui-csp.ts).
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  manifestSrc: ["'self'"],
};

/** Browser features the site never uses, switched off for every page (and anything injected). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** One year, with subdomains: sent only on answers that went out over TLS (see below). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer through @fastify/helmet: the CSP above, X-Frame-Options DENY
 * (for browsers without frame-ancestors), nosniff, a same-origin referrer policy, and the
 * cross-origin isolation headers. HSTS only when the request came over TLS (directly, or behind a
 * proxy with TRUST_PROXY): sent over plain HTTP it would be ignored, and sent by a development
 * server on localhost it would pin that name to https in the developer's browser.
 */
export async function registerSecurityHeaders(app: FastifyInstance, connectOrigins: readonly string[] = []): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CONTENT_SECURITY_POLICY, connectSrc: [...(CONTENT_SECURITY_POLICY.connectSrc ?? []), ...connectOrigins] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
    // Hold'em opens the game provider's lobby in a new window; that window keeps no handle on us.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // No COEP: it would block the provider's cross-origin game art and streams.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
