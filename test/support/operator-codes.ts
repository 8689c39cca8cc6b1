import { OperatorAuthenticator } from '@bet/server/testing/operator-authenticator.js';

/**
 * Issue 11: the operator's authenticator app of each running site server, by API address, with
 * the site's clock (codes are computed at the server's time, which starts at noon KST: see
 * site-server.ts's noonClock). The site server registers itself; the browser kit (admin-kit.ts)
 * and the API kit (api-session.ts) both log the operator in with it, so a code is never typed twice.
 */
export interface SiteAuthenticator {
  readonly authenticator: OperatorAuthenticator;
  readonly now: () => number;
  /**
   * Moves the site's clock ahead (site-server.ts's noonClock), so a login that needs the next TOTP
   * step gets it at once instead of waiting up to 30 s; null for a site on a clock of its test's.
   */
  readonly skip: ((ms: number) => void) | null;
}

const sites = new Map<string, SiteAuthenticator>();

export function registerSiteAuthenticator(apiUrl: string, clock: { now(): number; skip?: (ms: number) => void }): void {
  const skip = clock.skip?.bind(clock) ?? null;
  sites.set(apiUrl, { authenticator: new OperatorAuthenticator(), now: () => clock.now(), skip });
}

export function forgetSiteAuthenticator(apiUrl: string): void {
  sites.delete(apiUrl);
}

export function siteAuthenticator(apiUrl: string): SiteAuthenticator {
  const site = sites.get(apiUrl);
  if (!site) throw new Error(`no site server of this process answers at ${apiUrl}: the operator's codes need its clock`);
  return site;
}
