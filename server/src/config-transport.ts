// How the server is reached: through a trusted proxy (TLS ends there) or, on purpose, over plain HTTP.

/**
 * Production sits behind a TLS-terminating proxy (this server has no certificate of its own).
 * Without TRUST_PROXY every request would look like plain HTTP: HSTS never sent, the rate limits
 * counting the proxy as one visitor. That loses security silently, so it stops the start unless
 * ALLOW_PLAIN_HTTP=true says the site runs without TLS on purpose (a closed network).
 */
export function plainHttpProblems(production: boolean, trustProxy: boolean | string, allowPlainHttp: boolean): string[] {
  if (!production || trustProxy !== false || allowPlainHttp) return [];
  return [
    'TRUST_PROXY is required with NODE_ENV=production: members reach the site over TLS through a proxy, and ' +
      'without trusting it every request looks like plain HTTP (no HSTS, rate limits counting the proxy as one ' +
      "visitor). Set it to the proxy's address, or ALLOW_PLAIN_HTTP=true to run without TLS on purpose",
  ];
}

/** TRUST_PROXY: off, 'true' (any proxy), or the proxy's addresses/CIDRs as Fastify takes them. */
export function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  return value === 'true' ? true : value;
}
