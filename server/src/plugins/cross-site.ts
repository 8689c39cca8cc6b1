import type { FastifyRequest } from 'fastify';

/**
 * Whether a request comes from another site. A browser marks a request it sends for another
 * page with `Sec-Fetch-Site: cross-site`, and sends an `Origin` on cross-origin requests; older
 * browsers send only the latter, so both are read. A request with neither (a typed address, a
 * script outside a browser) is not a cross-site one: the CSRF header is what stops a forgery there.
 * An origin the operator listed in ALLOWED_ORIGINS is not cross-site either.
 */
export function isCrossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  // ALLOWED_ORIGINS are the operator's own pages (the UI served elsewhere): not a forgery.
  if (origin !== undefined && allowedOrigins.includes(origin)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  if (origin === undefined) return false;
  try {
    // request.host follows TRUST_PROXY (X-Forwarded-Host behind the proxy).
    return new URL(origin).host !== request.host;
  } catch {
    return true; // "null" (a sandboxed frame, a data: page) or garbage: not this site
  }
}
